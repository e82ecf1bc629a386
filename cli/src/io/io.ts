/** The process streams and environment a run uses; tests pass their own. */
export type Io = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  env: NodeJS.ProcessEnv;
};

export function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}
