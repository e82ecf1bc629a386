import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { EXIT, type ExitCode } from '../../errors/exit-codes';
import { readStdinBytes } from '../../io/read-stdin';
import { createProgress } from '../../ui/progress';

/** One message read from a source: where it came from (file, or file and position) and its bytes. */
type Message = { label: string; raw: Uint8Array };
type Outcome = { message: string; state: 'stored' | 'duplicate' | 'failed'; recipients: string[]; error: string | null };

const MBOX_SEPARATOR = /^From /;

/** Whether the bytes are an mbox: messages each after a "From " line (a single .eml starts with a header). */
function isMbox(raw: Uint8Array): boolean {
  return MBOX_SEPARATOR.test(Buffer.from(raw.subarray(0, 5)).toString('latin1'));
}

/** The messages of an mbox (mboxrd: ">From " lines inside a message lose one ">"). */
export function splitMbox(raw: Uint8Array, label: string): Message[] {
  const lines = Buffer.from(raw)
    .toString('latin1')
    .split(/(?<=\n)/);
  const messages: Message[] = [];
  let current: string[] | undefined;
  const flush = () => {
    if (current === undefined) return;
    // The blank line before the next "From " belongs to the separator, not the message.
    const text = current.join('').replace(/\r?\n$/, '\n');
    messages.push({ label: `${label}#${messages.length + 1}`, raw: Buffer.from(text, 'latin1') });
  };
  for (const line of lines) {
    if (MBOX_SEPARATOR.test(line)) {
      flush();
      current = [];
    } else if (current !== undefined) current.push(line.replace(/^>(>*From )/, '$1'));
  }
  flush();
  return messages;
}

/** The messages of a maildir (its cur/ and new/ folders) or of any folder of .eml files, in name order. */
async function folderMessages(dir: string): Promise<Message[]> {
  const folders = [];
  for (const sub of ['cur', 'new']) {
    const candidate = path.join(dir, sub);
    if ((await stat(candidate).catch(() => undefined))?.isDirectory()) folders.push(candidate);
  }
  if (folders.length === 0) folders.push(dir);
  const messages: Message[] = [];
  for (const folder of folders) {
    const names = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name);
    for (const name of names.sort()) {
      const file = path.join(folder, name);
      messages.push({ label: file, raw: await readFile(file) });
    }
  }
  return messages;
}

async function messagesOf(context: Context, source: string): Promise<Message[]> {
  if (source === '-') {
    const raw = await readStdinBytes(context.io.stdin);
    return isMbox(raw) ? splitMbox(raw, 'stdin') : [{ label: 'stdin', raw }];
  }
  const info = await stat(source).catch(() => undefined);
  if (!info) throw new UsageError(`${source}: no such file or folder. Name an .eml file, a maildir, an mbox, or - for stdin.`);
  if (info.isDirectory()) return folderMessages(source);
  const raw = await readFile(source);
  return isMbox(raw) ? splitMbox(raw, source) : [{ label: source, raw }];
}

/**
 * Backfills mail: each message, read from .eml files, maildirs, mboxes or stdin, is handed to the
 * server's ingest route, which stores it as mail arriving over SMTP is stored (a redelivery is a
 * duplicate) and queues its processing. Exits 3 when some failed, 1 when all did.
 */
export async function ingestEmails(context: Context, command: Command): Promise<ExitCode | void> {
  const sources = command.args.length > 0 ? command.args : ['-'];
  const { to } = command.opts<{ to?: string }>();
  if (sources.filter((s) => s === '-').length > 1) throw new UsageError('Read stdin (-) once.');
  const messages: Message[] = [];
  for (const source of sources) messages.push(...(await messagesOf(context, source)));
  if (messages.length === 0) throw new UsageError('No message found to ingest.');

  const api = context.api();
  const progress = createProgress(context.io.stderr, (n) => `ingesting: ${n} of ${messages.length}`, context.io.env);
  const outcomes: Outcome[] = [];
  for (const message of messages) {
    progress.update(outcomes.length);
    try {
      const receipt = await api.request('ingestInboundMessage', { query: to === undefined ? {} : { to }, body: message.raw });
      const recipients = receipt.data.map((d) => d.attributes.recipient);
      const duplicate = receipt.data.every((d) => d.attributes.duplicate);
      outcomes.push({ message: message.label, state: duplicate ? 'duplicate' : 'stored', recipients, error: null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const shown = /too large/i.test(reason)
        ? `${reason} (${message.raw.byteLength} bytes, more than the server's TRACKER_INBOUND_MAX_BYTES)`
        : reason;
      outcomes.push({ message: message.label, state: 'failed', recipients: [], error: shown });
    }
  }
  progress.stop();

  const count = (state: Outcome['state']) => outcomes.filter((o) => o.state === state).length;
  const summary = { messages: outcomes.length, stored: count('stored'), duplicate: count('duplicate'), failed: count('failed') };
  if (context.settings.json) context.ui.renderJson({ data: outcomes, meta: summary });
  else {
    for (const o of outcomes) context.ui.renderLine(`${o.message}\t${o.state}\t${o.error ?? o.recipients.join(', ')}`);
    context.io.stderr.write(
      `${summary.messages} message${summary.messages === 1 ? '' : 's'}: ${summary.stored} stored, ` +
        `${summary.duplicate} already there, ${summary.failed} failed.\n`,
    );
  }
  if (summary.failed === summary.messages) return EXIT.failed;
  return summary.failed > 0 ? EXIT.partlyDone : undefined;
}
