import { BulkInputError } from './bulk-input-error';
import { checkInputSize } from './bulk-limits';
import { isZip } from './check-zip-spreadsheet';
import { parseDelimitedText } from './parse-delimited-text';
import { parseSpreadsheet } from './parse-spreadsheet';

export const SPREADSHEET_EXTENSIONS = ['xlsx', 'xlsm', 'xlsb', 'xls', 'ods'] as const;
export const TEXT_EXTENSIONS = ['csv', 'tsv', 'txt'] as const;
/** The spreadsheet types that are zip files whatever saved them: a file named so that is not one is not one at all. */
const ZIP_EXTENSIONS = ['xlsx', 'xlsm', 'xlsb', 'ods'] as const;

export type ParseBulkInputOptions = {
  /** The file's name; its extension says how to read it. Without one, the bytes do. */
  name?: string;
  /** Reads a spreadsheet; the browser passes one that runs in a Web Worker. */
  parseSpreadsheet?: (bytes: Uint8Array) => Promise<string[][]>;
};

/**
 * The cells of a file or of piped bytes: a spreadsheet, or CSV / tab-separated text in UTF-8. Input
 * past the limits of `bulk-limits.ts` is refused with a message naming the limit.
 */
export async function parseBulkInput(bytes: Uint8Array, options: ParseBulkInputOptions = {}): Promise<string[][]> {
  checkInputSize(bytes.length);
  const spreadsheet = options.parseSpreadsheet ?? parseSpreadsheet;
  const extension = options.name?.includes('.') ? options.name.split('.').at(-1)?.toLowerCase() : undefined;
  if (extension && (ZIP_EXTENSIONS as readonly string[]).includes(extension) && !isZip(bytes)) {
    // Read as anything else, random bytes would come out as rows of garbage to look up.
    throw new BulkInputError(
      `This is not an .${extension} file: its first bytes are not those of one (a zip). Open it in its spreadsheet application and save it again, or save it as CSV.`,
    );
  }
  if (extension && (SPREADSHEET_EXTENSIONS as readonly string[]).includes(extension)) return spreadsheet(bytes);
  if (extension && !(TEXT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new BulkInputError(
      `Cannot read .${extension} files: use ${[...SPREADSHEET_EXTENSIONS, ...TEXT_EXTENSIONS].map((e) => `.${e}`).join(', ')}.`,
    );
  }
  if (!extension && looksLikeSpreadsheet(bytes)) return spreadsheet(bytes);
  let text: string;
  try {
    // A byte order mark is dropped by the decoder; invalid UTF-8 is refused rather than garbled.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BulkInputError('The text is not UTF-8: save it as CSV UTF-8, or open the spreadsheet itself.');
  }
  return parseDelimitedText(text);
}

/** A zip (xlsx, ods) or an OLE compound file (xls) by its first bytes. */
function looksLikeSpreadsheet(bytes: Uint8Array): boolean {
  return isZip(bytes) || [0xd0, 0xcf, 0x11, 0xe0].every((byte, i) => bytes[i] === byte);
}
