import { visitStatusLine } from './status-line';

/** Requests in flight, shown as a spinner on stderr when one takes long. */
export type Waiting = {
  /** A request is sent; the function returned is called when it has answered (or failed). */
  begin(what: string): () => void;
};

/** How long a request may take before the spinner shows. */
export const WAITING_SHOWN_AFTER_MS = 1000;
const FRAME_MS = 100;
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export const noWaiting: Waiting = { begin: () => () => undefined };

/**
 * `⠹ Waiting for the server at https://tracker.example.com… 3 s` on stderr once a request has not
 * answered for a second, for the oldest request still waiting; wiped when it answers. Only on a
 * terminal that can redraw a line (not a pipe, a log, `TERM=dumb`), never for `--json`, and never
 * while a progress line or an Ink view holds the line (see status-line.ts).
 */
export function createWaiting(
  stream: NodeJS.WritableStream & { isTTY?: boolean },
  env: NodeJS.ProcessEnv,
  options: { json?: boolean; elapsedMs?: () => number } = {},
): Waiting {
  if (!stream.isTTY || env.TERM === 'dumb' || options.json) return noWaiting;
  // Milliseconds from a monotonic clock (tests pass their own, with fake timers).
  const elapsedMs = options.elapsedMs ?? (() => performance.now());
  const pending = new Map<symbol, { what: string; since: number }>();
  let ticker: NodeJS.Timeout | undefined;
  let drawn = false;
  let frame = 0;
  const hide = () => {
    if (drawn) stream.write('\r\u001b[K');
    drawn = false;
  };
  // A guest of the status line while a request is pending (see status-line.ts).
  let line: ReturnType<typeof visitStatusLine> | undefined;
  const free = () => line?.free() ?? true;

  const draw = () => {
    const oldest = pending.values().next().value;
    const waited = oldest ? elapsedMs() - oldest.since : 0;
    if (!oldest || waited < WAITING_SHOWN_AFTER_MS || !free()) {
      if (free()) hide();
      return;
    }
    frame = (frame + 1) % FRAMES.length;
    stream.write(`\r\u001b[K${FRAMES[frame]} Waiting for ${oldest.what}… ${Math.floor(waited / 1000)} s`);
    drawn = true;
  };

  return {
    begin(what) {
      const key = Symbol(what);
      pending.set(key, { what, since: elapsedMs() });
      line ??= visitStatusLine(stream, { hide });
      // Never what keeps the process alive: the request is.
      ticker ??= setInterval(draw, FRAME_MS).unref();
      return () => {
        if (!pending.delete(key)) return;
        if (pending.size > 0) return draw();
        clearInterval(ticker);
        ticker = undefined;
        if (free()) hide();
        line?.leave();
        line = undefined;
      };
    },
  };
}
