import { BulkInputError } from './bulk-input-error';
import { BULK_MAX_CELLS, BULK_MAX_UNPACKED_BYTES, bulkLimitError } from './bulk-limits';

/** A zip (xlsx, xlsb, ods) by its first bytes. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

const damaged = (why: string) => new BulkInputError(`This is not a spreadsheet that can be read: ${why}.`);

/**
 * Refuses a zipped spreadsheet before SheetJS opens it, when it would cost far more than it
 * holds. SheetJS inflates every part of the zip whole, trusting no limit, and has no option to
 * check first; so each part is inflated here as a stream (chunks counted and dropped) from where
 * SheetJS would start, and the file is refused once the total passes BULK_MAX_UNPACKED_BYTES: a
 * zip bomb costs a chunk of memory and the time to inflate 50 MB. A part whose data does not end
 * where the zip says it does is refused as damaged, so SheetJS cannot inflate more than was
 * counted. An OpenDocument sheet is also read for repeated cells (`number-rows-repeated` times
 * `number-columns-repeated`), which SheetJS copies out one by one: a few bytes can stand for
 * billions of cells.
 */
export async function checkZipSpreadsheet(bytes: Uint8Array): Promise<void> {
  let unpacked = 0;
  for (const entry of zipEntries(bytes)) {
    if (entry.method === 0) unpacked += entry.data.length;
    else if (entry.method === 8) {
      const repeats = entry.name === 'content.xml' ? odsRepeatCounter() : undefined;
      unpacked = await inflateCounting(entry.data, unpacked, repeats);
      repeats?.end();
    }
    // Any other method SheetJS refuses by itself.
    if (unpacked > BULK_MAX_UNPACKED_BYTES) throw bulkLimitError.unpackedBytes();
  }
}

type ZipEntry = { name: string; method: number; data: Uint8Array };

/** The parts of a zip as SheetJS reads them: from the end-of-directory record, each directory entry's local header and data. */
function* zipEntries(bytes: Uint8Array): Generator<ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : Number.NaN);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : Number.NaN);
  let end = bytes.length - 22;
  while (end >= 0 && u32(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw damaged('the zip has no directory');
  const count = u16(end + 8);
  let at = u32(end + 16);
  for (let i = 0; i < count; i += 1) {
    if (u32(at) !== 0x02014b50) throw damaged('the zip directory is broken');
    let size = u32(at + 20);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // ZIP64: a size of 0xFFFFFFFF is given in the extra field (after the uncompressed size, if that is too).
    if (size === 0xffffffff) size = zip64CompressedSize(view, at + 46 + nameLength, extraLength, u32(at + 24) === 0xffffffff);
    const local = u32(at + 42);
    if (u32(local) !== 0x04034b50) throw damaged(`the part ${name} is not where the zip says`);
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (!(start + size <= bytes.length)) throw damaged(`the part ${name} runs past the end of the file`);
    yield { name, method: u16(local + 8), data: bytes.subarray(start, start + size) };
    at += 46 + nameLength + extraLength + u16(at + 32);
  }
}

function zip64CompressedSize(view: DataView, extra: number, length: number, skipUncompressed: boolean): number {
  for (let at = extra; at + 4 <= extra + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== 0x0001) continue;
    const field = at + 4 + (skipUncompressed ? 8 : 0);
    if (field + 8 > view.byteLength) break;
    return view.getUint32(field, true) + view.getUint32(field + 4, true) * 2 ** 32;
  }
  throw damaged('a ZIP64 part gives no size');
}

/** Inflates raw deflate data, adding what it unpacks to `total`; stops as soon as the total passes the limit. */
async function inflateCounting(data: Uint8Array, total: number, repeats: OdsRepeatCounter | undefined): Promise<number> {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // Failures surface on the reading side; these promises only need not go unhandled.
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      total += chunk.value.length;
      if (total > BULK_MAX_UNPACKED_BYTES) return total;
      repeats?.feed(chunk.value);
    }
  } catch (error) {
    if (error instanceof BulkInputError) throw error;
    throw damaged('a part of the zip does not unpack');
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return total;
}

type OdsRepeatCounter = { feed(chunk: Uint8Array): void; end(): void };

/** An XML tag whose attributes may hold `>` inside quotes. */
const WHOLE_TAG = /<(?:"[^"]*"|'[^']*'|[^"'>])*>/y;
/** Rows, cells and paragraphs, in any namespace: SheetJS reads tags by their local name (行 and 数据 are a Chinese dialect's rows and cells). */
const TAG = /<(\/?)(?:[\w.-]+:)?(table-row|行|table-cell|数据|p)(?=[\s/>])((?:"[^"]*"|'[^']*'|[^"'>])*?)(\/?)>/g;
const attribute = (name: string) => new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(["'])(.*?)\\1`);
const ROWS_REPEATED = attribute('number-rows-repeated');
const COLUMNS_REPEATED = attribute('number-columns-repeated');
const VALUE_TYPE = attribute('(?:value-type|数据类型)');

/**
 * Counts the cells an OpenDocument sheet's XML stands for as SheetJS reads it: a cell with a value
 * (a value type, or text) counts its column repeats times its row's repeats; empty cells, which
 * SheetJS skips, count nothing. Refuses the sheet past BULK_MAX_CELLS. Fed in chunks: a tag cut
 * in two waits for its end.
 */
function odsRepeatCounter(): OdsRepeatCounter {
  const decoder = new TextDecoder();
  let carry = '';
  let row = 0;
  let rowRepeats = 1;
  let cells = 0;
  /** Cells of the open cell, counted once it turns out to hold text. */
  let pending = 0;
  const count = (n: number) => {
    cells += n;
    if (cells > BULK_MAX_CELLS) throw bulkLimitError.cells(row);
  };
  const read = (text: string) => {
    for (const [, closing, name, attributes = '', selfClosing] of text.matchAll(TAG)) {
      if (name === 'table-row' || name === '行') {
        if (closing) {
          row += rowRepeats;
          rowRepeats = 1;
        } else if (!selfClosing) {
          // As SheetJS reads them: the row repeat with `+` ("1e9" is a billion rows), the column repeat with parseInt.
          rowRepeats = Math.max(1, +(ROWS_REPEATED.exec(attributes)?.[2] ?? 1) || 1);
        }
      } else if (name === 'table-cell' || name === '数据') {
        if (closing) pending = 0;
        else if (!selfClosing) {
          const repeats = rowRepeats * Math.max(1, parseInt(COLUMNS_REPEATED.exec(attributes)?.[2] ?? '1', 10) || 1);
          if (VALUE_TYPE.test(attributes)) count(repeats);
          else pending = repeats;
        }
      } else if (!closing && pending > 0) {
        count(pending);
        pending = 0;
      }
    }
  };
  return {
    feed(chunk) {
      const text = carry + decoder.decode(chunk, { stream: true });
      const open = text.lastIndexOf('<');
      WHOLE_TAG.lastIndex = open;
      const cut = open === -1 || WHOLE_TAG.test(text) ? text.length : open;
      read(text.slice(0, cut));
      carry = text.slice(cut);
    },
    end() {
      read(carry + decoder.decode());
      carry = '';
    },
  };
}
