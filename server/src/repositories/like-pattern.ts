/** `%text%` for a LIKE over a lower-cased column, with `%`, `_` and `\` in the text matched literally. */
export function containing(text: string): string {
  return `%${escaped(text)}%`;
}

/** `text%` for a LIKE over a lower-cased column, with `%`, `_` and `\` in the text matched literally. */
export function startingWith(text: string): string {
  return `${escaped(text)}%`;
}

/** `% text%`: the text starts a word after the first (a company's second word, a subject's). */
export function startingAWord(text: string): string {
  return `% ${escaped(text)}%`;
}

function escaped(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}
