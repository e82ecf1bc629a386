/**
 * The filters a list request names, of its filters' values (`undefined`, an empty text or an empty
 * list naming none): with its sort, what the text of the list's query depends on, so the shape a
 * statement is prepared for (see preparedQueries).
 */
export function namedFilters<Values extends Record<string, unknown>>(values: Values): Array<keyof Values & string> {
  return Object.keys(values).filter((name) => {
    const value = values[name];
    return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}
