import { SPREADSHEET_EXTENSIONS, TEXT_EXTENSIONS } from '@tracker/core/bulk';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useCommands } from './commands/commands-context';
import type { BulkInput } from './read-bulk-file';
import { TextAreaField } from './text-area-field';
import './bulk-import-source.css';

type Props<S> = {
  /** Reads a file opened or text pasted into the screen's rows, in a Web Worker. */
  read: (input: BulkInput) => Promise<S>;
  onRead: (sheet: S) => void;
  /** A run is processing the rows read before: other rows would stop it and drop what it did. */
  running: boolean;
  /** Shown in the empty paste area: a header row and a row, say. */
  placeholder: string;
  /** Where the sample files are: the same rows as CSV and as a workbook, each linked by its extension. */
  samples: readonly string[];
  /** Rows are read: the panel folds to a line naming them, so the preview below is in view; o opens it again. */
  loaded: boolean;
};

const FILE_TYPES = [...TEXT_EXTENSIONS, ...SPREADSHEET_EXTENSIONS].map((extension) => `.${extension}`).join(',');
const STOP_FIRST = 'Stop the run to load other rows.';

/**
 * Where a bulk screen's rows come from: a file dropped or picked, or text pasted from a spreadsheet
 * or typed as CSV, each read in a Web Worker. Closed while a run is processing, and while it reads.
 * Once rows are read it folds to one line, leaving the screen to their preview (at 1280×800 the
 * open panel pushed the preview out of view); 'Read other rows' (o) opens it at the file picker.
 */
export function BulkImportSource<S>({ read, onRead, running, placeholder, samples, loaded }: Props<S>) {
  const id = useId();
  // What the rows were read from, and whether the user opened the folded panel to read others.
  const [source, setSource] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const folded = loaded && !changing;
  useEffect(() => {
    if (changing) picker.current?.focus();
  }, [changing]);
  useCommands(
    folded
      ? [
          {
            id: 'bulk.source.change',
            title: 'Read other rows',
            group: 'Import',
            shortcut: 'o',
            keywords: ['open', 'file', 'paste', 'change', 'spreadsheet'],
            perform: () => setChanging(true),
          },
        ]
      : [],
  );
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const locked = running || reading;
  // Rows read while a run started meanwhile are not loaded: they would stop it.
  const runningNow = useRef(running);
  useLayoutEffect(() => {
    runningNow.current = running;
  });

  async function load(input: BulkInput, failurePrefix: string, name: string) {
    setError(null);
    setReading(true);
    try {
      const sheet = await read(input);
      if (runningNow.current) setError(STOP_FIRST);
      else {
        onRead(sheet);
        setSource(name);
        setChanging(false);
      }
    } catch (failure) {
      setError(`${failurePrefix}${errorMessage(failure)}`);
    } finally {
      setReading(false);
    }
  }

  const open = (file: File | undefined) => {
    if (file && !locked) void load(file, `${file.name}: `, file.name);
  };

  if (folded) {
    return (
      <div className="bulk-import-source-folded">
        <p>{source ? `Rows read from ${source}.` : 'Rows read.'}</p>
        <button type="button" onClick={() => setChanging(true)}>
          Read other rows <kbd aria-hidden="true">o</kbd>
        </button>
      </div>
    );
  }

  return (
    <div
      className="panel bulk-import-source"
      data-dragging={dragging || undefined}
      aria-busy={reading || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        // The pointer says a drop would do nothing, rather than nothing happening after it.
        if (locked) event.dataTransfer.dropEffect = 'none';
        else setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        open(event.dataTransfer.files[0]);
      }}
    >
      {running && <p className="muted">{STOP_FIRST}</p>}
      <label htmlFor={`${id}-file`}>Drop a spreadsheet or CSV file here, or pick one</label>
      <input
        ref={picker}
        id={`${id}-file`}
        type="file"
        accept={FILE_TYPES}
        disabled={locked}
        onChange={(event) => open(event.target.files?.[0])}
      />
      <TextAreaField
        label="Or paste rows"
        hint="Copied from a spreadsheet, or CSV; a header row names the columns."
        rows={4}
        placeholder={placeholder}
        value={pasted}
        disabled={locked}
        onChange={(event) => setPasted(event.target.value)}
      />
      <div className="form-actions">
        <button type="button" disabled={locked || !pasted.trim()} onClick={() => void load(pasted, '', 'the pasted text')}>
          {reading ? 'Reading…' : 'Read pasted rows'}
        </button>
        {loaded && (
          <button type="button" onClick={() => setChanging(false)}>
            Keep the rows read
          </button>
        )}
        {samples.map((sample) => (
          <a key={sample} href={sample} download>
            Sample {sample.split('.').at(-1)?.toUpperCase()}
          </a>
        ))}
      </div>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
