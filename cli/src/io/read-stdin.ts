/** Reads stdin to its end as bytes, for data piped in (`trackctl groups add 4 - < brands.xlsx`). */
export async function readStdinBytes(stdin: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** Reads stdin to its end, for secrets piped in (`--password-stdin`). */
export async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  return Buffer.from(await readStdinBytes(stdin)).toString('utf8');
}

/** A piped secret without the newline that `echo` or a file adds at its end. */
export function trimSecret(text: string): string {
  return text.replace(/\r?\n$/, '');
}
