/** Text styles that turn into plain text when colour is off. */
export type Style = {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
};

const codes = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
} as const satisfies Record<keyof Style, readonly [number, number]>;

export function createStyle(color: boolean): Style {
  const style = {} as Style;
  for (const [name, [open, close]] of Object.entries(codes)) {
    style[name as keyof Style] = color ? (text) => `\u001b[${open}m${text}\u001b[${close}m` : (text) => text;
  }
  return style;
}

/**
 * Colour only on a terminal, and never when NO_COLOR is set to anything but the empty string
 * (https://no-color.org) or `--no-color` is passed.
 */
export function colorEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv, flag = true): boolean {
  if (!flag) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}
