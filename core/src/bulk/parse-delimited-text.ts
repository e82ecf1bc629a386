import Papa from 'papaparse';
import { BulkInputError } from './bulk-input-error';
import { BULK_MAX_INPUT_BYTES, bulkLimitError, createRowCollector } from './bulk-limits';

/** The separators pasted text or a CSV file may use; papaparse picks the one the text is made of. */
const DELIMITERS = ['\t', ',', ';'] as const;

/**
 * The cells of pasted text or a CSV file, one array per record (blank records kept, so that a cell's
 * row number is its record's place). Quoted cells may hold separators and line breaks. Text past
 * the limits of `bulk-limits.ts` is refused at the first record past one, without reading on.
 */
export function parseDelimitedText(text: string): string[][] {
  // Characters, not bytes: a string's length is what it costs here, and UTF-8 takes at least as many bytes.
  if (text.length > BULK_MAX_INPUT_BYTES) throw bulkLimitError.inputBytes(text.length);
  // Blank lines would spoil papaparse's guess of the separator, but are kept in the result.
  const { delimiter } = Papa.parse<string[]>(text, { delimitersToGuess: [...DELIMITERS], skipEmptyLines: 'greedy', preview: 10 }).meta;
  const collector = createRowCollector();
  let record = 0;
  let lastBlank = false;
  // Record by record, so that a million blank lines or one giant row is refused as it is met.
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step: ({ data, errors }) => {
      const broken = errors.find((error) => error.type === 'Quotes');
      if (broken) throw new BulkInputError(`Row ${record + 1}: ${broken.message}.`);
      const row = data.map((cell) => cell.trim());
      collector.add(record, row);
      lastBlank = row.every((cell) => cell === '');
      record += 1;
    },
  });
  // A text ends with a newline more often than not; that is not a blank record.
  if (lastBlank && collector.rows.length === record) collector.rows.pop();
  return collector.rows;
}
