/** Reads stdin to its end, for secrets piped in (`--password-stdin`). */
export async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** A piped secret without the newline that `echo` or a file adds at its end. */
export function trimSecret(text: string): string {
  return text.replace(/\r?\n$/, '');
}
