import { UsageError } from '../errors/cli-error';

type Json = Record<string, unknown>;

/**
 * What `--json=f1,f2` prints: the named fields of each record, one object per record, in the order
 * asked. A JSON:API resource is read as its id and type beside its attributes (`--json=id,name`),
 * a list document as the array of its records, anything else as it is; a dotted name reaches inside
 * (`journey_health.cart_abandoner`). A field no record has is a usage error naming those there are.
 */
export function selectJsonFields(data: unknown, fields: readonly string[]): unknown {
  const records = recordsOf(data);
  const one = !Array.isArray(records);
  const list: Json[] = one ? [records] : records;
  if (list.length > 0) {
    const known = new Set(list.flatMap((record) => fieldNames(record)));
    const unknown = fields.filter((f) => !known.has(f) && !list.some((record) => read(record, f) !== undefined));
    if (unknown.length > 0) {
      throw new UsageError(
        `Unknown --json ${unknown.length === 1 ? 'field' : 'fields'} ${unknown.map((f) => JSON.stringify(f)).join(', ')}.`,
        `Fields: ${[...known].join(', ')}`,
      );
    }
  }
  const picked = list.map((record) => Object.fromEntries(fields.map((f) => [f, read(record, f) ?? null])));
  return one ? picked[0] : picked;
}

/** A list document's records, a document's record, or the data itself. */
function recordsOf(data: unknown): Json | Json[] {
  if (isObject(data) && 'data' in data) {
    const inner = data.data;
    if (Array.isArray(inner)) return inner.map(flatten);
    if (isObject(inner)) return flatten(inner);
  }
  if (Array.isArray(data)) return data.map(flatten);
  return isObject(data) ? data : { value: data };
}

/** `{ id, type, attributes: { name } }` -> `{ id, type, name }`; anything else as it is. */
function flatten(value: unknown): Json {
  if (!isObject(value)) return { value };
  if ('attributes' in value && isObject(value.attributes)) {
    return { id: value.id, type: value.type, ...value.attributes };
  }
  return value;
}

function fieldNames(record: Json): string[] {
  return Object.keys(record);
}

function read(record: Json, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
