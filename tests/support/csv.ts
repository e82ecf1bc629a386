import Papa from 'papaparse';

/** The records of a CSV file as rows of cells, read by papaparse; a malformed file throws. */
export function parseCsv(text: string): string[][] {
  const { data, errors } = Papa.parse<string[]>(text, { skipEmptyLines: true });
  if (errors.length > 0) throw new Error(`Malformed CSV: ${errors.map((e) => `row ${e.row}: ${e.message}`).join('; ')}`);
  return data;
}
