import type { Industry, VerticalResource } from '@tracker/core/industries';
import { useQuery } from '@tanstack/react-query';
import { industryQueries } from '../queries';

/** The id of an industry's vertical picker, so the 'Change vertical' command can focus it. */
export const verticalPickerId = (industry: Industry) => `industry-vertical-${industry.id}`;

type Props = { industry: Industry; onChange: (industry: Industry, vertical: VerticalResource | null) => void };

/**
 * An industry's vertical as a select that saves on change. It reads the verticals itself, so a
 * vertical added or removed shows in every row (the table re-renders a row only when its record changes).
 */
export function VerticalPicker({ industry, onChange }: Props) {
  const verticals = useQuery(industryQueries.verticals()).data?.data ?? [];
  const current = industry.attributes.verticalId;
  // A vertical the picker does not know (yet) still shows by name rather than as "No vertical".
  const known = current === null || verticals.some((v) => v.id === current);
  return (
    <select
      id={verticalPickerId(industry)}
      aria-label={`Vertical of ${industry.attributes.name}`}
      value={current ?? ''}
      onChange={(event) => onChange(industry, verticals.find((v) => v.id === event.target.value) ?? null)}
    >
      <option value="">No vertical</option>
      {!known && <option value={current}>{industry.attributes.vertical_name ?? `Vertical ${current}`}</option>}
      {verticals.map((v) => (
        <option key={v.id} value={v.id}>
          {v.attributes.name}
        </option>
      ))}
    </select>
  );
}
