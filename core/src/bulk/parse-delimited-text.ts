import Papa from 'papaparse';
import { BulkInputError } from './bulk-input-error';

/** The separators pasted text or a CSV file may use; papaparse picks the one the text is made of. */
const DELIMITERS = ['\t', ',', ';'] as const;

/**
 * The cells of pasted text or a CSV file, one array per record (blank records kept, so that a cell's
 * row number is its record's place). Quoted cells may hold separators and line breaks.
 */
export function parseDelimitedText(text: string): string[][] {
  // Blank lines would spoil papaparse's guess of the separator, but are kept in the result.
  const { delimiter } = Papa.parse<string[]>(text, { delimitersToGuess: [...DELIMITERS], skipEmptyLines: 'greedy', preview: 10 }).meta;
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) throw new BulkInputError(`Row ${(broken.row ?? 0) + 1}: ${broken.message}.`);
  // A text ends with a newline more often than not; that is not a blank record.
  const rows = parsed.data.at(-1)?.join('') === '' ? parsed.data.slice(0, -1) : parsed.data;
  return rows.map((row) => row.map((cell) => cell.trim()));
}
