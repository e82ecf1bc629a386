import type { Filter } from '@tracker/core/contract';
import { CheckboxField } from '../checkbox-field';
import { SearchField } from '../search-field';
import { SelectField } from '../select-field';
import { TagsField } from '../tags-field';
import { TextField } from '../text-field';

type FilterValue = string | readonly string[];

type Props = {
  /** The filter's parameter, named where its label is missing. */
  name: string;
  filter: Filter;
  value: FilterValue;
  onChange: (value: FilterValue, options?: { replace?: boolean }) => void;
};

/** The label a filter is shown with: core's, else its parameter. */
export const filterLabel = (name: string, filter: Filter) => filter.label ?? name;

/**
 * The options of a select over one filter: core's `choiceLabels` in their order; without them the
 * choices as they are, after an empty 'Any' when no default narrows the list.
 */
function selectOptions(filter: Filter): { value: string; label: string }[] {
  if (filter.choiceLabels) return Object.entries(filter.choiceLabels).map(([value, label]) => ({ value, label }));
  const any = filter.default === undefined ? [{ value: '', label: 'Any' }] : [];
  if (filter.kind === 'boolean') return [...any, { value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }];
  const choices = filter.choices ?? [];
  if (filter.kind === 'sort')
    return choices.flatMap((field) => ['asc', 'desc'].map((dir) => ({ value: `${field}:${dir}`, label: `${field} ${dir}` })));
  return [...any, ...choices.map((choice) => ({ value: choice, label: choice }))];
}

const text = (value: FilterValue) => (typeof value === 'string' ? value : value.join(','));
const items = (value: FilterValue) => (typeof value === 'string' ? [value].filter(Boolean) : value);

/** The control for one declared filter, chosen by its kind and labelled from its declaration. */
export function FilterControl({ name, filter, value, onChange }: Props) {
  const label = filterLabel(name, filter);
  switch (filter.kind) {
    case 'text':
      return <SearchField label={label} placeholder={filter.placeholder} value={text(value)} onSearch={onChange} />;
    case 'number':
      return (
        <SearchField
          label={label}
          placeholder={filter.placeholder}
          className="filter-id-field"
          inputMode="numeric"
          value={text(value)}
          onSearch={(id, options) => onChange(id.trim(), options)}
        />
      );
    case 'date':
      return <TextField label={label} type="date" value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'enum':
    case 'boolean':
    case 'sort':
      return <SelectField label={label} options={selectOptions(filter)} value={text(value)} onChange={(e) => onChange(e.target.value)} />;
    case 'multi-enum':
      return <ChoicesField label={label} filter={filter} chosen={items(value)} onChange={onChange} />;
    case 'list':
      return <TagsField label={label} placeholder={filter.placeholder} values={items(value)} onChange={onChange} />;
  }
}

type ChoicesProps = { label: string; filter: Filter; chosen: readonly string[]; onChange: (value: string[]) => void };

/** Any of a filter's choices, a checkbox each, kept in the declaration's order. */
function ChoicesField({ label, filter, chosen, onChange }: ChoicesProps) {
  const choices = filter.choices ?? [];
  function toggle(choice: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(choice);
    else next.delete(choice);
    onChange(choices.filter((c) => next.has(c)));
  }
  return (
    <fieldset className="filter-choices">
      <legend>{label}</legend>
      {choices.map((choice) => (
        <CheckboxField
          key={choice}
          label={filter.choiceLabels?.[choice] ?? choice}
          checked={chosen.includes(choice)}
          onChange={(e) => toggle(choice, e.target.checked)}
        />
      ))}
    </fieldset>
  );
}
