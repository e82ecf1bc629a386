// A worker thread that parses and renders inbound messages (postal-mime, the renderer, html-to-text)
// off the main thread, so the SMTP listener and the API answer while mail is processed. It runs one
// message at a time and nothing else, which is what lets it give postal-mime a faster Blob (below).
import { parentPort } from 'node:worker_threads';
import { processRawEmail, UnreadableMessageError } from '../services/emails/process-email';

/** What the pool sends: a message to render. */
export type RenderRequest = { id: number; raw: Uint8Array };
/** What the worker answers: the rendered email, or why it could not be rendered. */
export type RenderReply =
  | { id: number; ok: true; rendered: Awaited<ReturnType<typeof processRawEmail>> }
  | { id: number; ok: false; unreadable: boolean; message: string };

const encoder = new TextEncoder();

/**
 * postal-mime gathers a part's decoded lines as `new Blob(lines)` and reads it back with
 * `arrayBuffer()`. Node's Blob keeps every line as a part of its own and reads them back one by one
 * through its stream machinery: for a 60 KB newsletter (a thousand lines) that was a third of the
 * parse. This Blob joins the bytes once. It replaces the global only in this worker, which runs
 * nothing but the parse.
 */
export class JoinedBlob {
  readonly type: string;
  readonly #bytes: Uint8Array;
  constructor(parts: readonly (string | ArrayBuffer | ArrayBufferView | JoinedBlob)[] = [], options: { type?: string } = {}) {
    this.type = options.type ?? '';
    const chunks = parts.map((part) =>
      typeof part === 'string'
        ? encoder.encode(part)
        : part instanceof JoinedBlob
          ? part.#bytes
          : ArrayBuffer.isView(part)
            ? new Uint8Array(part.buffer, part.byteOffset, part.byteLength)
            : new Uint8Array(part),
    );
    const bytes = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    this.#bytes = bytes;
  }
  get size(): number {
    return this.#bytes.byteLength;
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.buffer as ArrayBuffer);
  }
  bytes(): Promise<Uint8Array> {
    return Promise.resolve(this.#bytes);
  }
  text(): Promise<string> {
    return Promise.resolve(new TextDecoder().decode(this.#bytes));
  }
  get [Symbol.toStringTag](): string {
    return 'Blob';
  }
}

if (parentPort) {
  (globalThis as { Blob: unknown }).Blob = JoinedBlob;
  const port = parentPort;
  port.on('message', (request: RenderRequest) => {
    const raw = Buffer.from(request.raw.buffer, request.raw.byteOffset, request.raw.byteLength);
    processRawEmail(raw).then(
      (rendered) => port.postMessage({ id: request.id, ok: true, rendered } satisfies RenderReply),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          unreadable: error instanceof UnreadableMessageError,
          message: error instanceof Error ? error.message : String(error),
        } satisfies RenderReply),
    );
  });
}
