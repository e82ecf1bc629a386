/** `%text%` for a LIKE over a lower-cased column, with `%`, `_` and `\` in the text matched literally. */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
