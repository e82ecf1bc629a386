import { createRowCollector, isSelectable, parseDelimitedText, SPREADSHEET_EXTENSIONS, TEXT_EXTENSIONS } from '@tracker/core/bulk';
import { companyLookupPlan, lookupValues, type Company } from '@tracker/core/companies';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { CheckboxField } from '../../ui/checkbox-field';
import { readBulkFile } from '../../ui/read-bulk-file';
import { useBulkRun } from '../../ui/use-bulk-run';
import { companyQueries } from '../queries';

type Props = { actionLabel: string; onSelect: (companies: Company[]) => void };

const FILE_TYPES = [...TEXT_EXTENSIONS, ...SPREADSHEET_EXTENSIONS].map((extension) => `.${extension}`).join(',');

/**
 * Values in the text box: bad quoting is read line by line rather than refused, the box being free
 * text; an import's limits (rows, cell length, size) still stand, and say so.
 */
function valuesOf(text: string): { values: string[]; error?: string } {
  try {
    return { values: lookupValues(parseDelimitedText(text)) };
  } catch {
    try {
      const lines = createRowCollector();
      text.split(/\r?\n/).forEach((line, index) => lines.add(index, [line]));
      return { values: lookupValues(lines.rows) };
    } catch (limit) {
      return { values: [], error: limit instanceof Error ? limit.message : String(limit) };
    }
  }
}

/** The bulk mode of the companies search: paste or open many domains or names, pick from what was found. */
export function CompaniesBulkLookup({ actionLabel, onSelect }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string>();
  // A failed lookup counts as not found at once (spec section 8), without the usual retries.
  const plan = useMemo(
    () => companyLookupPlan((query) => queryClient.fetchQuery({ ...companyQueries.lookup(query), retry: false })),
    [queryClient],
  );
  const { rows, running, start, cancel, clear } = useBulkRun(plan);
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const { values, error: textError } = useMemo(() => valuesOf(text), [text]);
  const found = rows.flatMap((row) =>
    isSelectable(plan.machine, row.state) && row.result ? [{ value: row.input, company: row.result }] : [],
  );
  const notFound = rows.filter((row) => row.state === 'not_found');
  const chosen = [...new Map(found.filter((row) => !unchecked.has(row.company.id)).map((row) => [row.company.id, row.company])).values()];

  async function open(file: File | undefined) {
    setFileError(undefined);
    if (!file) return;
    try {
      setText(lookupValues(await readBulkFile(file)).join('\n'));
    } catch (error) {
      setFileError(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  return (
    <div className="companies-bulk">
      <label htmlFor={`${id}-values`}>Domains or names</label>
      <textarea
        id={`${id}-values`}
        rows={5}
        placeholder={'brand.com\nother-brand.com'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="field-hint">
        One per line, or separated by commas; under a header such as Domain, only that column is read.
      </p>
      {textError && (
        <p className="alert" role="alert">
          {textError}
        </p>
      )}
      <label htmlFor={`${id}-file`}>Or open a file</label>
      <input id={`${id}-file`} type="file" accept={FILE_TYPES} onChange={(event) => void open(event.target.files?.[0])} />
      {fileError && (
        <p className="alert" role="alert">
          {fileError}
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          disabled={running || values.length === 0}
          onClick={() => {
            setUnchecked(new Set());
            void start(values);
          }}
        >
          Find companies
        </button>
        {running && (
          <button type="button" onClick={cancel}>
            Stop
          </button>
        )}
        {rows.length > 0 && (
          <span role="status" className="muted">
            {running ? `Looking up ${rows.length}…` : `${found.length} found, ${notFound.length} not found`}
          </span>
        )}
      </div>
      {found.length > 0 && (
        <fieldset>
          <legend>Found</legend>
          {found.map((row) => (
            <div key={row.value} className="companies-bulk-row">
              <CheckboxField
                label={`${row.company.attributes.name} (${row.value})`}
                checked={!unchecked.has(row.company.id)}
                onChange={(event) => {
                  const next = new Set(unchecked);
                  if (event.target.checked) next.delete(row.company.id);
                  else next.add(row.company.id);
                  setUnchecked(next);
                }}
              />
              <Link href={`/companies/${row.company.id}`} className="muted">
                Open
              </Link>
            </div>
          ))}
        </fieldset>
      )}
      {notFound.length > 0 && (
        <div className="companies-bulk-missing">
          <h3>Not found</h3>
          <ul>
            {notFound.map((row) => (
              <li key={row.input}>{row.input}</li>
            ))}
          </ul>
        </div>
      )}
      {found.length > 0 && (
        <div className="form-actions">
          <button
            type="button"
            className="primary"
            disabled={running || chosen.length === 0}
            onClick={() => {
              onSelect(chosen);
              clear();
              setText('');
            }}
          >
            {actionLabel} ({chosen.length})
          </button>
        </div>
      )}
    </div>
  );
}
