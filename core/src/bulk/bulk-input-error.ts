/** Input that cannot be read as a table (an unclosed quote, an unknown file type, an empty sheet); its message says why. */
export class BulkInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BulkInputError';
  }
}
