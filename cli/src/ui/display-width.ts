import stringWidth from 'string-width';

/** The number of terminal columns a string takes: CJK and emoji take two, colour codes none. */
export function displayWidth(text: string): number {
  return stringWidth(text);
}
