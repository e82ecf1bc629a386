// `npm run bench -- --smtp`: the SMTP listener under the load issue 23 sets (10 senders, realistic
// 30–80 KB HTML messages, for N seconds): messages answered 250 per second, the time from the end
// of DATA (the lone dot sent) to the reply, p50/p95/max, and the time from a message's 250 to its
// processing.
//
//   npm run bench -w @tracker/server -- --smtp        (the server in a child process on PGlite, and on a scratch
//                                                      database of the PostgreSQL server DATABASE_URL names when set)
//   npm run bench -w @tracker/server -- --smtp --kill (SIGKILL the server halfway, start it again, check that every
//                                                      message answered 250 is there once and processed)
//   npm run bench -w @tracker/server -- --smtp --listener-only      (a listener in this process on a store that keeps nothing)
//   npm run bench -w @tracker/server -- --smtp --smtp-port 2525 --to juniper.42@inbox.tracker.example,...
//                                                                     (a running server; --to names inboxes it has)
//   options: --engine pglite|postgres  --rate 50 (messages/s in all; 0 for as fast as they go; default 50 on
//            PostgreSQL, 10 on PGlite)  --concurrency N (TRACKER_WORKER_CONCURRENCY)
//            --render-threads N (TRACKER_RENDER_THREADS)  --smtp-host 127.0.0.1
//            --seconds 60  --senders 10  --from news@brand.example
//            --cpu-prof DIR (the server writes a V8 CPU profile per thread there when it stops: open them in DevTools)
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../src/config';
import { startSmtpServer, type SmtpListener } from '../../src/inbound/smtp-server';
import type { InboundStore } from '../../src/inbound/inbound-store';
import { openSmtpDialogue, type SmtpDialogue } from '../../src/testing/smtp-dialogue';
import { benchMessage } from './bench-messages';
import { startBenchServer, type Engine } from './bench-server';

const DEFAULT_INBOXES = ['bench.1@inbox.tracker.example', 'bench.2@mail.tracker.example', 'bench.3@news.tracker.example'];

type Tally = {
  accepted: number;
  temporary: number;
  permanent: number;
  broken: number;
  /** Connections the server closed with 421 (its limit of commands per connection): the sender reconnects, as a mail server would. */
  closed: number;
  endOfData: number[];
  bytes: number;
  /** The numbers of the messages answered 250 (their Message-IDs are `bench-{runId}-{n}@brand.example`). */
  acceptedNumbers: number[];
  firstFailure?: string;
};

function options() {
  const { values } = parseArgs({
    options: {
      smtp: { type: 'boolean' },
      'smtp-host': { type: 'string', default: '127.0.0.1' },
      'smtp-port': { type: 'string' },
      to: { type: 'string' },
      from: { type: 'string', default: 'news@brand.example' },
      seconds: { type: 'string', default: '60' },
      senders: { type: 'string', default: '10' },
      'listener-only': { type: 'boolean' },
      engine: { type: 'string' },
      rate: { type: 'string' },
      concurrency: { type: 'string' },
      'render-threads': { type: 'string' },
      'cpu-prof': { type: 'string' },
      kill: { type: 'boolean' },
    },
  });
  const engine = values.engine;
  if (engine !== undefined && engine !== 'pglite' && engine !== 'postgres')
    throw new Error(`--engine takes pglite or postgres, not "${engine}"`);
  const whole = (name: 'seconds' | 'senders' | 'rate' | 'concurrency' | 'render-threads', text: string, max: number, min = 1) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`--${name} takes a whole number from ${min} to ${max}, not "${text}"`);
    return value;
  };
  const port = values['smtp-port'] === undefined ? undefined : Number(values['smtp-port']);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new Error(`--smtp-port takes a port number, not "${values['smtp-port']}"`);
  const to = values.to
    ?.split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (port !== undefined && !to?.length) throw new Error('--smtp-port needs --to: inboxes that server takes mail for, comma-separated');
  return {
    host: values['smtp-host'],
    port,
    to: to?.length ? to : DEFAULT_INBOXES,
    from: values.from,
    seconds: whole('seconds', values.seconds, 3600),
    senders: whole('senders', values.senders, 100),
    listenerOnly: values['listener-only'] === true,
    engines: (engine ? [engine] : ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])]) as Engine[],
    rate: values.rate === undefined ? undefined : whole('rate', values.rate, 10_000, 0),
    concurrency: values.concurrency === undefined ? undefined : whole('concurrency', values.concurrency, 64),
    kill: values.kill === true,
    renderThreads: values['render-threads'] === undefined ? undefined : whole('render-threads', values['render-threads'], 16, 0),
    cpuProfileDir: values['cpu-prof'],
  };
}

/** Takes mail for the given inboxes and keeps none of it: a minute of mail would not fit in memory. */
function countingStore(inboxes: readonly string[]): InboundStore {
  const known = new Set(inboxes.map((inbox) => inbox.toLowerCase()));
  let nextId = 1;
  return {
    acceptsRecipient: async (address) => known.has(address),
    store: async (_raw, envelope) => envelope.recipients.map((recipient) => ({ id: nextId++, recipient, duplicate: false })),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One sender: a connection that sends messages one after another until the deadline, reconnecting if the server closes it. */
async function sender(
  id: number,
  target: { host: string; port: number },
  run: { to: string[]; from: string; runId: string; deadline: number; next: () => number; dueAt: (n: number) => number },
  tally: Tally,
): Promise<void> {
  let dialogue: SmtpDialogue | undefined;
  /** A reply that is not the one hoped for; a 421 closes the connection and the sender opens another. */
  const fail = (reply: string) => {
    if (reply.startsWith('421')) {
      tally.closed++;
      dialogue?.close();
      dialogue = undefined;
      return;
    }
    if (reply.startsWith('4')) tally.temporary++;
    else tally.permanent++;
    tally.firstFailure ??= reply;
  };
  while (performance.now() < run.deadline) {
    try {
      if (!dialogue) {
        dialogue = await openSmtpDialogue(target.port, { host: target.host });
        if (!dialogue.greeting.startsWith('220')) throw new Error(dialogue.greeting);
        await dialogue.send(`EHLO sender-${id}.bench.example`);
      }
      const n = run.next();
      // Paced: message n leaves at its turn of the rate asked for (or at once, late or unpaced).
      const wait = run.dueAt(n) - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (performance.now() >= run.deadline) break;
      const to = run.to[n % run.to.length]!;
      const mail = await dialogue.send(`MAIL FROM:<${run.from}>`);
      if (!mail.startsWith('250')) {
        fail(mail);
        await dialogue?.send('RSET');
        continue;
      }
      const rcpt = await dialogue.send(`RCPT TO:<${to}>`);
      if (!rcpt.startsWith('250')) {
        fail(rcpt);
        await dialogue?.send('RSET');
        continue;
      }
      const data = await dialogue.send('DATA');
      if (!data.startsWith('354')) {
        fail(data);
        continue;
      }
      const message = benchMessage(n, run.from, to, run.runId);
      dialogue.write(message.subarray(0, message.length - 3));
      const start = performance.now();
      dialogue.write(message.subarray(message.length - 3));
      const reply = await dialogue.next();
      if (reply.startsWith('250')) {
        tally.endOfData.push(performance.now() - start);
        tally.accepted++;
        tally.bytes += message.length;
        tally.acceptedNumbers.push(n);
      } else fail(reply);
    } catch (error) {
      tally.broken++;
      tally.firstFailure ??= error instanceof Error ? error.message : String(error);
      dialogue?.close();
      dialogue = undefined;
      // The server is away (killed, restarting): try again shortly, as a mail server would later.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (dialogue) {
    await dialogue.send('QUIT').catch(() => undefined);
    dialogue.close();
  }
}

type Load = { to: string[]; from: string; seconds: number; senders: number; rate: number };

/** Sends the load to `target` for its seconds; `halfway` runs once at half time, while the senders go on. */
async function sendLoad(target: { host: string; port: number }, load: Load, halfway?: () => Promise<void>) {
  const tally: Tally = { accepted: 0, temporary: 0, permanent: 0, broken: 0, closed: 0, endOfData: [], bytes: 0, acceptedNumbers: [] };
  let sent = 0;
  const started = performance.now();
  const run = {
    to: load.to,
    from: load.from,
    runId: randomUUID().slice(0, 8),
    deadline: started + load.seconds * 1000,
    next: () => sent++,
    dueAt: (n: number) => (load.rate > 0 ? started + (n * 1000) / load.rate : 0),
  };
  const middle = halfway ? new Promise<void>((resolve) => setTimeout(resolve, (load.seconds * 1000) / 2)).then(halfway) : Promise.resolve();
  await Promise.all([...Array.from({ length: load.senders }, (_, id) => sender(id, target, run, tally)), middle]);
  const wall = (performance.now() - started) / 1000;
  return { tally, wall, runId: run.runId };
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));

function printSending(where: string, load: Load, tally: Tally, wall: number): void {
  const sorted = [...tally.endOfData].sort((a, b) => a - b);
  const paced = load.rate > 0 ? `paced at ${load.rate} messages/s` : 'as fast as answered';
  console.log(
    `\nSMTP against ${where}: ${load.senders} senders ${paced}, ${wall.toFixed(1)} s, messages of 30–80 KB (${(tally.bytes / Math.max(1, tally.accepted) / 1024).toFixed(0)} KB on average)`,
  );
  console.log(
    '| accepted | messages/s | end of DATA to 250 p50 ms | p95 ms | max ms | other 4xx | 5xx | closed by the server (421) | broken connections |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${tally.accepted} | ${(tally.accepted / wall).toFixed(1)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${tally.temporary} | ${tally.permanent} | ${tally.closed} | ${tally.broken} |`,
  );
  if (tally.firstFailure) console.log(`First failure: ${tally.firstFailure}`);
}

/** One engine: its own server, the load (a SIGKILL and a restart halfway with --kill), then every message checked in the database. */
async function benchEngine(engine: Engine, opts: ReturnType<typeof options>): Promise<boolean> {
  const rate = opts.rate ?? (engine === 'postgres' ? 50 : 10);
  console.error(`SMTP on ${engine}: preparing the demo data and starting the server...`);
  const server = await startBenchServer(engine, {
    senders: opts.senders,
    concurrency: opts.concurrency,
    renderThreads: opts.renderThreads,
    cpuProfileDir: opts.cpuProfileDir,
  });
  try {
    const load = { to: server.inboxes, from: opts.from, seconds: opts.seconds, senders: opts.senders, rate };
    let downFor = 0;
    const halfway = opts.kill
      ? async () => {
          const killedAt = performance.now();
          await server.kill();
          console.error(`SMTP on ${engine}: server killed (SIGKILL) at half time; starting it again...`);
          await server.restart();
          downFor = (performance.now() - killedAt) / 1000;
        }
      : undefined;
    console.error(
      `SMTP on ${engine}: ${opts.senders} senders for ${opts.seconds} s at ${rate} messages/s to ${server.inboxes.length} demo inboxes...`,
    );
    const { tally, wall, runId } = await sendLoad({ host: '127.0.0.1', port: server.smtpPort }, load, halfway);
    const where = `the server (${server.runs}) on ${engine}${opts.kill ? `, killed halfway and started again (${downFor.toFixed(1)} s without a listener)` : ''}`;
    printSending(where, load, tally, wall);

    // A killed worker's jobs come back when their lease (a minute) ends.
    const emptied = await server.settled(opts.kill ? 180_000 : 120_000);
    // What the server spent on the run (all its threads), a figure other work on the machine moves less than times.
    const cpu = server.cpuSeconds();
    const { messages, emails } = await server.stopAndRead(`bench-${runId}-`);
    const byId = new Map<string, typeof messages>();
    for (const m of messages) byId.set(m.messageId ?? '', [...(byId.get(m.messageId ?? '') ?? []), m]);
    let missing = 0;
    let twice = 0;
    let unprocessed = 0;
    for (const n of tally.acceptedNumbers) {
      const rows = byId.get(`bench-${runId}-${n}@brand.example`) ?? [];
      if (rows.length === 0) missing++;
      else if (rows.length > 1) twice++;
      else if (rows[0]!.state !== 'processed' || rows[0]!.emailId === null) unprocessed++;
    }
    const delays = messages.flatMap((m) => (m.processedAt ? [m.processedAt.getTime() - m.receivedAt.getTime()] : [])).sort((a, b) => a - b);
    const late = delays.filter((d) => d > 5000).length + messages.filter((m) => !m.processedAt).length;
    console.log(
      '| stored | processed | emails | 250 then missing | stored twice | 250 then not processed | 250 to processed p50 ms | p95 ms | max ms | over 5 s |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    console.log(
      `| ${messages.length} | ${delays.length} | ${emails} | ${missing} | ${twice} | ${unprocessed} | ${ms(percentile(delays, 50))} | ${ms(percentile(delays, 95))} | ${ms(delays.at(-1) ?? Number.NaN)} | ${late} |`,
    );
    if (cpu !== null && !opts.kill)
      console.log(
        `Server CPU from its start to the queue emptied: ${cpu.toFixed(1)} s, ${((cpu * 1000) / Math.max(1, messages.length)).toFixed(1)} ms a message.`,
      );
    const failed = messages.find((m) => m.state === 'failed');
    if (failed) console.log(`A failed message: ${failed.lastError}`);
    if (!emptied) console.log('The queue had not emptied when the bench stopped waiting.');
    return missing === 0 && twice === 0 && unprocessed === 0;
  } finally {
    await server.dispose();
  }
}

export async function runSmtpBench(): Promise<void> {
  const opts = options();
  if (opts.port === undefined && !opts.listenerOnly) {
    let whole = true;
    for (const engine of opts.engines) whole = (await benchEngine(engine, opts)) && whole;
    if (!whole) {
      console.log('\nSome message answered 250 is missing, stored twice or not processed.');
      process.exitCode = 1;
    }
    return;
  }
  let listener: SmtpListener | undefined;
  let target = { host: opts.host, port: opts.port ?? 0 };
  if (opts.port === undefined) {
    // The listener alone: what it costs to take a message, before any database or asset store.
    const settings = loadConfig({ TRACKER_SMTP_HOST: '127.0.0.1' }).smtp!;
    const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
    listener = await startSmtpServer({
      store: countingStore(opts.to),
      settings: { ...settings, port: 0, maxConnectionsPerAddress: Math.max(settings.maxConnectionsPerAddress, opts.senders) },
      logger: silent,
    });
    target = { host: '127.0.0.1', port: listener.port };
  }
  const where = listener ? `a listener in this process on a store that keeps nothing` : `${target.host}:${target.port}`;
  console.error(`SMTP: ${opts.senders} senders for ${opts.seconds} s against ${where}...`);
  const load = { to: opts.to, from: opts.from, seconds: opts.seconds, senders: opts.senders, rate: opts.rate ?? 0 };
  try {
    const { tally, wall } = await sendLoad(target, load);
    printSending(where, load, tally, wall);
  } finally {
    await listener?.close();
  }
}
