/** A `--x` / `--no-x` pair as a query parameter: absent when neither was given. */
export function booleanParam(value: boolean | undefined): 'true' | 'false' | undefined {
  return value === undefined ? undefined : value ? 'true' : 'false';
}

/** The query without the parameters whose flags were not given. */
export function withoutUndefined(query: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
