import { useMemo } from 'react';
import { SelectField } from '../../ui/select-field';
import { sheetColumnOptions } from '../../ui/sheet-columns';
import type { ImportSheet } from './company-sheet';

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
  // Over every row: once per sheet, not on each frame of a run.
  const options = useMemo(
    () => [{ value: '', label: 'None' }, ...sheetColumnOptions(sheet.cells, sheet.headerRow)],
    [sheet.cells, sheet.headerRow],
  );
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
