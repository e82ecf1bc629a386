import { SelectField } from '../../ui/select-field';
import type { ImportSheet } from './use-company-import';

type Props = {
  sheet: ImportSheet;
  onChoose: (field: 'domain' | 'name', column: number | undefined) => void;
  disabled: boolean;
};

const FIELDS = [
  ['domain', 'Domain column'],
  ['name', 'Company name column'],
] as const;

/** The domain and company name columns, guessed from the header row; either may be none. */
export function CompanyImportColumns({ sheet, onChoose, disabled }: Props) {
  const header = sheet.cells[sheet.headerRow ?? -1] ?? [];
  const width = Math.max(0, ...sheet.cells.map((row) => row.length));
  const options = [
    { value: '', label: 'None' },
    ...Array.from({ length: width }, (_, i) => ({ value: String(i), label: header[i] ? `${header[i]} (column ${i + 1})` : `Column ${i + 1}` })),
  ];
  return (
    <div className="company-import-columns">
      {FIELDS.map(([field, label]) => (
        <SelectField
          key={field}
          label={label}
          options={options}
          value={sheet.columns[field] === undefined ? '' : String(sheet.columns[field])}
          disabled={disabled}
          onChange={(event) => onChoose(field, event.target.value === '' ? undefined : Number(event.target.value))}
        />
      ))}
      <p className="muted">Each row is looked up by its domain, else by its name; rows with neither are skipped.</p>
    </div>
  );
}
