const QUOTE = 0x22;
const NEWLINE = 0x0a;

/** Counts the records of a CSV read in chunks: line breaks inside quoted cells do not end a record. */
export type CsvRecordCounter = {
  add(chunk: Uint8Array): void;
  /** Records seen so far, the header included; a last record without a line break counts too. */
  readonly records: number;
};

export function createCsvRecordCounter(): CsvRecordCounter {
  let complete = 0;
  let quoted = false;
  let partial = false;
  return {
    add(chunk) {
      for (const byte of chunk) {
        // An escaped quote ("") toggles twice, so it leaves the state as it was.
        if (byte === QUOTE) quoted = !quoted;
        if (byte === NEWLINE && !quoted) {
          complete += 1;
          partial = false;
        } else if (byte !== 0x0d) {
          partial = true;
        }
      }
    },
    get records() {
      return complete + (partial ? 1 : 0);
    },
  };
}
