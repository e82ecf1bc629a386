import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as Drizzle orders them for a query: where its value goes in the row object, and what it is. */
type SelectedField = { path: string[]; field: unknown };

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What a prepared select carries (Drizzle's own prepared queries, for node-postgres and PGlite alike). */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type Slot = {
  decoder: Decoder;
  /** The object the value goes into (a joined table's, a nested selection's), or undefined for the row itself. */
  object: string | undefined;
  key: string;
  /** The table of a joined table's column, for telling a row without a match (see rowMapper). */
  table: string | undefined;
};

/** A SQL expression's decoder, which Drizzle keeps internal (set by `mapWith`, else the identity). */
type Decoded = { decoder: Decoder };

/** The decoder Drizzle's mapResultRow picks for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

/**
 * Drizzle's mapping of a select's rows (arrays, as the driver returns them) to objects, with what
 * Drizzle works out again for every value of every row (each field's decoder, where it goes, its
 * table) worked out once per query. The result is the same: values decoded by the same decoders,
 * keys in the same order, and a left-joined table's object null when the row had no match (its
 * first column null, as Drizzle judges it). Selections nested deeper than one object are left to
 * Drizzle (undefined).
 */
export function rowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (fields.some(({ path }) => path.length < 1 || path.length > 2)) return undefined;
  const slots: Slot[] = fields.map(({ path, field }) => ({
    decoder: decoderOf(field),
    object: path.length === 2 ? path[0] : undefined,
    key: path.at(-1)!,
    table: joinsNotNullableMap && path.length === 2 && is(field, Column) ? getTableName(field.table) : undefined,
  }));
  const nullable = Boolean(joinsNotNullableMap) && slots.some((slot) => slot.table !== undefined);

  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    // As Drizzle's mapResultRow: per object, the table of its first column when that is null, else false.
    const nullify: Record<string, string | false> | undefined = nullable ? {} : undefined;
    for (let i = 0; i < slots.length; i++) {
      const { decoder, object, key, table } = slots[i]!;
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (object === undefined) {
        result[key] = value;
        continue;
      }
      const node = (Object.hasOwn(result, object) ? result[object] : (result[object] = {})) as Record<string, unknown>;
      node[key] = value;
      if (nullify && table !== undefined) {
        const seen = nullify[object];
        if (seen === undefined) nullify[object] = value === null ? table : false;
        else if (typeof seen === 'string' && seen !== table) nullify[object] = false;
      }
    }
    if (nullify) {
      for (const object in nullify) {
        const table = nullify[object];
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/**
 * Gives a prepared select the mapping of rowMapper in place of Drizzle's own, which costs a list of
 * a hundred rows more of the server's CPU than the rest of its work on them; a query that maps its
 * rows otherwise (or returns them raw) keeps its way. Returns the query.
 */
export function withRowMapper<Query>(query: Query): Query {
  const prepared = query as PreparedSelect;
  if (prepared.fields && !prepared.customResultMapper) {
    const mapper = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
    if (mapper) prepared.customResultMapper = mapper;
  }
  return query;
}
