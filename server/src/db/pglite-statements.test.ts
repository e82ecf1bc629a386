import { PGlite, types } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements';

const SELECT = 'select id, name, born, tags from people where id = any($1::int[]) order by id';
/** What Drizzle passes: timestamps left as text. */
const AS_TEXT = { [types.TIMESTAMPTZ]: (value: string) => value };

describe('PGlite with prepared statements', () => {
  let client: PGlite;
  let prepared: PGlite;

  beforeEach(async () => {
    client = await PGlite.create();
    await client.exec(`create table people (id int primary key, name text, born timestamptz, tags text[]);
      insert into people values (1, 'Ada', '1815-12-10T00:00:00Z', '{math,engines}'), (2, null, null, null)`);
    prepared = withPreparedStatements(client);
  });

  afterEach(async () => {
    await client.close();
  });

  it('answers what PGlite answers, in both row modes, with the caller parsers and array parameters', async () => {
    for (const options of [undefined, { rowMode: 'array' as const }, { rowMode: 'array' as const, parsers: AS_TEXT }]) {
      const expected = await client.query(SELECT, [[1, 2]], options);
      expect((await prepared.query(SELECT, [[1, 2]], options)).rows).toEqual(expected.rows);
      expect((await prepared.query(SELECT, [[2]], options)).rows).toEqual((await client.query(SELECT, [[2]], options)).rows);
    }
    const [ada] = (await prepared.query<{ born: unknown; tags: unknown }>(SELECT, [[1]], { parsers: AS_TEXT })).rows;
    expect(ada).toMatchObject({ born: '1815-12-10 00:00:00+00', tags: ['math', 'engines'] });
    expect((await prepared.query('update people set name = $1 where id > $2', ['Grace', 0])).affectedRows).toBe(2);
  });

  it('parses and plans a text once, and leaves other statements to PGlite', async () => {
    for (let i = 0; i < 3; i++) await prepared.query(SELECT, [[1]]);
    await prepared.query('create index people_name_idx on people (name)');
    const statements = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(statements.rows.map((row) => row.statement)).toEqual([SELECT]);
  });

  it("keeps an EXPLAIN parsed, and plans its query for each run's values", async () => {
    const explain = 'explain (format json) select id from people where id = any($1::int[])';
    const plannedRows = async (ids: number[]) => {
      const [row] = (await prepared.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(explain, [ids])).rows;
      return row!['QUERY PLAN'][0]!.Plan['Plan Rows'];
    };
    await client.exec(`insert into people (id) select g from generate_series(3, 2000) g; analyze people`);
    expect(await plannedRows([1])).toBe(1);
    expect(await plannedRows([1, 2, 3, 4, 5])).toBe(5);
    const statements = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(statements.rows.map((row) => row.statement)).toEqual([explain]);
  });

  it('reports a failed statement with its code and goes on, and rolls back with the transaction', async () => {
    const insert = 'insert into people (id, name) values ($1, $2)';
    await expect(prepared.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(prepared.query('select nope from people')).rejects.toMatchObject({ code: '42703', query: 'select nope from people' });
    await prepared.query(insert, [3, 'Linus']);
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query(insert, [4, 'Barbara']);
        expect((await tx.query('select count(*)::int as n from people')).rows).toEqual([{ n: 4 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await prepared.query('select id from people order by id')).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
});
