import pg from 'pg';

export type CapturedStatement = { text: string; values: unknown[] };

type QueryConfigLike = { text?: string; values?: unknown[] };

/**
 * Records every statement node-postgres sends while `work` runs (pool queries go through
 * Client#query too), in the order sent, so they can be replayed elsewhere.
 */
export async function captureStatements(work: () => Promise<void>): Promise<CapturedStatement[]> {
  const captured: CapturedStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof (first as QueryConfigLike).text === 'string') {
      const config = first as QueryConfigLike;
      captured.push({ text: config.text!, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return captured;
}
