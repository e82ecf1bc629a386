import { parseDelimitedText, SPREADSHEET_EXTENSIONS, TEXT_EXTENSIONS } from '@tracker/core/bulk';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/error-message';
import { TextAreaField } from '../../ui/text-area-field';
import { companySheet, type ImportSheet } from './company-sheet';
import { openCompanySheet } from './open-company-sheet';

type Props = { onRead: (sheet: ImportSheet) => void; disabled: boolean };

const FILE_TYPES = [...TEXT_EXTENSIONS, ...SPREADSHEET_EXTENSIONS].map((extension) => `.${extension}`).join(',');

/**
 * Where the rows come from: a file dropped or picked (a spreadsheet is read in a Web Worker), or
 * text pasted from a spreadsheet or typed as CSV.
 */
export function CompanyImportSource({ onRead, disabled }: Props) {
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function open(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      onRead(await openCompanySheet(file));
    } catch (failure) {
      setError(`${file.name}: ${errorMessage(failure)}`);
    }
  }

  function readPasted() {
    setError(null);
    try {
      onRead(companySheet(parseDelimitedText(pasted)));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <div
      className="panel company-import-source"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) void open(event.dataTransfer.files[0]);
      }}
    >
      <label htmlFor={`${id}-file`}>Drop a spreadsheet or CSV file here, or pick one</label>
      <input id={`${id}-file`} type="file" accept={FILE_TYPES} disabled={disabled} onChange={(event) => void open(event.target.files?.[0])} />
      <TextAreaField
        label="Or paste rows"
        hint="Copied from a spreadsheet, or CSV; a header row names the columns."
        rows={4}
        placeholder={'Company name\tDomain\nAcme\tacme.example'}
        value={pasted}
        disabled={disabled}
        onChange={(event) => setPasted(event.target.value)}
      />
      <div className="form-actions">
        <button type="button" disabled={disabled || !pasted.trim()} onClick={readPasted}>
          Read pasted rows
        </button>
        <a href="/samples/companies-import.csv" download>
          Sample file
        </a>
      </div>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
