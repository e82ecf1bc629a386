import { useQuery } from '@tanstack/react-query';
import { companyQueries } from '../../companies';

type Narrowing = 'company_id' | 'address_id';

type Props = {
  /** The company the list is narrowed to, as the URL keeps it; '' for none. */
  companyId: string;
  /** The inbox the list is narrowed to (links from other screens set it); '' for none. */
  addressId: string;
  onRemove: (param: Narrowing) => void;
};

/**
 * The company and the inbox the journeys are narrowed to, as removable chips on the toolbar's line,
 * so the user sees why the list is short. The URL holds only ids: the company chip asks for its
 * name; the addresses area offers no query to others, so the inbox shows its id.
 */
export function JourneyFilterChips({ companyId, addressId, onRemove }: Props) {
  const company = useQuery({ ...companyQueries.detail(companyId), enabled: companyId !== '' });
  const chips: { param: Narrowing; label: string }[] = [];
  if (companyId) chips.push({ param: 'company_id', label: company.data?.data.attributes.name ?? `Company ${companyId}` });
  if (addressId) chips.push({ param: 'address_id', label: `Inbox ${addressId}` });
  if (chips.length === 0) return null;

  return (
    <ul className="journey-filter-chips" aria-label="Journeys narrowed to">
      {chips.map(({ param, label }) => (
        <li key={param} className="chip">
          <span>{label}</span>
          <button type="button" aria-label={`Remove ${label}`} onClick={() => onRemove(param)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
