/** A screen's code or stylesheet could not be fetched: the network, not the screen, failed. */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ScreenLoadError';
  }
}
