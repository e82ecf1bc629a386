import pg from 'pg';

/**
 * A statement as sent: `name` when it was a prepared statement, so a replay prepares it too;
 * `batch`, the same for statements that were in flight together, and `connection`, which of the
 * connections it went on (numbered as first used), so a replay runs together what ran together.
 */
export type CapturedStatement = { text: string; values: unknown[]; name?: string; batch: number; connection: number };

type QueryConfigLike = { text?: string; values?: unknown[]; name?: string };

function statementOf([first, second]: unknown[]): Omit<CapturedStatement, 'batch' | 'connection'> | undefined {
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  if (!first || typeof (first as QueryConfigLike).text !== 'string') return undefined;
  const config = first as QueryConfigLike;
  const values = config.values ?? (Array.isArray(second) ? second : []);
  return config.name ? { text: config.text!, values, name: config.name } : { text: config.text!, values };
}

/**
 * Records every statement node-postgres sends while `work` runs (pool queries go through
 * Client#query too), in the order sent, so they can be replayed elsewhere.
 */
export async function captureStatements(work: () => Promise<void>): Promise<CapturedStatement[]> {
  const captured: CapturedStatement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const connections = new Map<unknown, number>();
  let inFlight = 0;
  let batch = -1;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const statement = statementOf(args);
    if (statement) {
      if (inFlight === 0) batch += 1;
      if (!connections.has(this)) connections.set(this, connections.size);
      captured.push({ ...statement, batch, connection: connections.get(this)! });
    }
    if (!statement) return original.apply(this, args);
    inFlight += 1;
    const settled = () => void (inFlight -= 1);
    // The pool's queries (every statement of the server's) pass a callback and get no promise back.
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        settled();
        return (last as (...rest: unknown[]) => unknown)(...answer);
      };
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(settled, settled);
    else if (typeof last !== 'function') settled();
    return result;
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return captured;
}
