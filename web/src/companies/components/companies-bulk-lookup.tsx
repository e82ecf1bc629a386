import type { Company } from '@tracker/core/companies';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { CheckboxField } from '../../ui/checkbox-field';
import { parseLookupValues } from './bulk-lookup-values';
import { useBulkLookup } from './use-bulk-lookup';

type Props = { actionLabel: string; onSelect: (companies: Company[]) => void };

/** The bulk mode of the companies search: paste many domains or names, pick from what was found. */
export function CompaniesBulkLookup({ actionLabel, onSelect }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const { rows, running, resolve, clear } = useBulkLookup();
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const found = rows.flatMap((row) => (row.status === 'found' ? [row] : []));
  const notFound = rows.filter((row) => row.status === 'not_found');
  const chosen = [...new Map(found.filter((row) => !unchecked.has(row.company.id)).map((row) => [row.company.id, row.company])).values()];

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
        One per line, or separated by commas.
      </p>
      <div className="form-actions">
        <button
          type="button"
          disabled={running || parseLookupValues(text).length === 0}
          onClick={() => {
            setUnchecked(new Set());
            void resolve(parseLookupValues(text));
          }}
        >
          Find companies
        </button>
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
              <li key={row.value}>{row.value}</li>
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
