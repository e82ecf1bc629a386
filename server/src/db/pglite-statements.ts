import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** The parsers by type id that reading rows looks values up in. */
type Parsers = Parameters<typeof parse.parseResults>[1];
type CallerParsers = NonNullable<QueryOptions['parsers']>;
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A statement PGlite keeps parsed and planned under `name`: its parameters' types and its rows' description. */
type NamedStatement = { name: string; paramTypes: number[]; rowDescription: BackendMessage[] };

/**
 * How many statement texts are kept prepared. The server's own texts are a few hundred (one per
 * list shape); past the limit a text runs unnamed, as PGlite runs every statement, so text built
 * from values (none should be) cannot grow the database's memory without end.
 */
const MAX_NAMED_STATEMENTS = 1_000;

/**
 * Statements worth keeping parsed: the ones requests repeat, and the EXPLAIN a list's estimated
 * total asks for (its query is planned anew each run, with the values given, but no longer parsed
 * and merged with the caller's parsers: 0.7 ms a list, half its cost). DDL and SET run as PGlite runs them.
 */
const PREPARABLE = /^\s*(select|with|insert|update|delete|explain)\b/i;

/** Options this path reads; any other (a blob, parameter types, notices) goes to PGlite's own query. */
function handled(options: QueryOptions | undefined): boolean {
  return !options || Object.keys(options).every((key) => key === 'rowMode' || key === 'parsers');
}

/**
 * PGlite with its statements prepared once, as node-postgres prepares the server's on PostgreSQL.
 * PGlite's own `query` parses, describes and plans every statement on every call (it has no
 * statement names), and merges the caller's parsers into its table of ~400 (one per array type) on
 * every call: at the scale load both cost more than many lists' own execution (the companies page's
 * statement: 2.3 ms of planning beside 12 ms of execution; a registrations page: 8 ms beside 1.3).
 * Here each text is parsed and planned under a name the first time, then bound and executed; the
 * database keeps its plan as PostgreSQL does for a named statement (custom plans first, a generic
 * one when it costs no more). The caller's parsers are looked up through the client's, not merged.
 * Everything else (exec, listen, dumpDataDir...) is the client's own.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const named = new Map<string, NamedStatement>();
  let lastName = 0;
  // Keyed by the caller's parsers object: Drizzle passes the same one for every run of a query it built.
  const lookups = new WeakMap<CallerParsers, Parsers>();

  const parsersFor = (options: QueryOptions | undefined): Parsers => {
    const own = options?.parsers;
    if (!own) return client.parsers;
    let lookup = lookups.get(own);
    if (!lookup) {
      lookup = Object.assign(Object.create(client.parsers) as Parsers, own);
      lookups.set(own, lookup);
    }
    return lookup;
  };

  const serialize = (paramTypes: number[], params: unknown[]) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });

  /** Runs protocol messages without syncing the files after each, as PGlite's own query does. */
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  const prepare = async (text: string): Promise<NamedStatement> => {
    const name = `tracker_${(lastName += 1)}`;
    try {
      await send(protocol.serialize.parse({ name, text, types: [] }));
      const described = await send(protocol.serialize.describe({ type: 'S', name }));
      const statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        rowDescription: described.filter((m) => m.name === 'rowDescription'),
      };
      named.set(text, statement);
      return statement;
    } finally {
      await send(protocol.serialize.sync());
    }
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    const messages: BackendMessage[] = [];
    try {
      const statement = named.get(text) ?? (await prepare(text));
      messages.push(...statement.rowDescription);
      messages.push(
        ...(await send(protocol.serialize.bind({ statement: statement.name, values: serialize(statement.paramTypes, params) }))),
      );
      messages.push(...(await send(protocol.serialize.execute({}))));
    } catch (error) {
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    } finally {
      await send(protocol.serialize.sync());
    }
    return parse.parseResults(messages, parsersFor(options), {
      rowMode: options?.rowMode,
    })[0] as Results<T>;
  };

  const preparable = (text: string, options: QueryOptions | undefined) =>
    handled(options) && PREPARABLE.test(text) && (named.has(text) || named.size < MAX_NAMED_STATEMENTS);

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!preparable(text, options)) return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const result = await run<T>(text, params, options);
        await client.syncToFs();
        return result;
      }),
    );
  };

  // In a transaction the client already holds the transaction's turn; the files sync at its end.
  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
        return async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
          if (target.closed) throw new Error('Transaction is closed');
          if (!preparable(text, options)) return target.query<T>(text, params, options);
          return client.runExclusive(() => run<T>(text, params, options));
        };
      },
    });

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.transaction((tx) => work(inTransaction(tx)));
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
