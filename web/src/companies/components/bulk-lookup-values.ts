/**
 * The domains, names or ids pasted into the bulk search: one per line, or separated by commas,
 * semicolons or tabs (a spreadsheet column pastes as lines); blanks and repeats are dropped.
 */
export function parseLookupValues(text: string): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const raw of text.split(/[\n\r,;\t]+/)) {
    const value = raw.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    values.push(value);
  }
  return values;
}
