import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SmtpSettings } from '../config';
import { createMemoryInboundStore, type MemoryInboundStore } from '../testing/memory-inbound-store';
import { openSmtpDialogue } from '../testing/smtp-dialogue';
import { startSmtpServer, type SmtpListener, type SmtpLogger } from './smtp-server';

const INBOX = 'juniper.42@inbox.tracker.example';
const OTHER_INBOX = 'maple.7@mail.tracker.example';

const SETTINGS: SmtpSettings = {
  port: 0,
  host: '127.0.0.1',
  tls: undefined,
  proxy: false,
  maxMessageBytes: 64 * 1024,
  maxBufferedBytes: 1024 * 1024,
  maxRecipients: 3,
  maxConnections: 50,
  maxConnectionsPerAddress: 3,
  maxCommands: 12,
  socketTimeoutMs: 10_000,
  storeTimeoutMs: 10_000,
  closeTimeoutMs: 2_000,
};

const silent: SmtpLogger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

const listeners: SmtpListener[] = [];

afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
});

async function listen(settings: Partial<SmtpSettings> = {}): Promise<{ store: MemoryInboundStore; listener: SmtpListener }> {
  const store = createMemoryInboundStore([INBOX, OTHER_INBOX]);
  const listener = await startSmtpServer({ store, settings: { ...SETTINGS, ...settings }, logger: silent, name: 'mx.tracker.test' });
  listeners.push(listener);
  return { store, listener };
}

function sender(port: number, options: { requireTLS?: boolean } = {}) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: !options.requireTLS,
    requireTLS: options.requireTLS ?? false,
    // The test certificate is self-signed.
    tls: { rejectUnauthorized: false },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
}

const newsletter = (to: string | string[], html = '<p>Spring sale: 20% off everything</p>') => ({
  from: 'Juniper & Co <news@juniper.example>',
  to,
  subject: 'Spring sale starts today',
  html,
});

/** What nodemailer rejects with: the server's reply and its code. */
async function refusal(sending: Promise<unknown>): Promise<{ responseCode?: number; response?: string }> {
  try {
    await sending;
  } catch (error) {
    return error as { responseCode?: number; response?: string };
  }
  throw new Error('the message was accepted');
}

describe('mail to a tracked inbox', () => {
  it('is stored with its envelope, and the sender gets 250 once it is', async () => {
    const { store, listener } = await listen();

    const info = await sender(listener.port).sendMail({ ...newsletter(INBOX.toUpperCase()), envelope: undefined });

    expect(info.response).toMatch(/^250 2\.6\.0 /);
    expect(store.messages).toHaveLength(1);
    const [message] = store.messages;
    expect(message?.envelope).toEqual({
      source: 'smtp',
      mailFrom: 'news@juniper.example',
      recipients: [INBOX],
      remoteAddress: '127.0.0.1',
    });
    expect(message?.raw.toString()).toContain('Subject: Spring sale starts today');
    expect(message?.raw.toString()).toContain('Spring sale: 20% off everything');
  });

  it('keeps the null sender as no sender (a bounce or a notification)', async () => {
    const { store, listener } = await listen();

    await sender(listener.port).sendMail({ ...newsletter(INBOX), envelope: { from: '', to: [INBOX] } });

    expect(store.messages[0]?.envelope.mailFrom).toBeNull();
  });

  it('is not acknowledged before the store has kept it', async () => {
    const { store, listener } = await listen();
    const held = store.hold();
    let answered = false;

    const sending = sender(listener.port)
      .sendMail(newsletter(INBOX))
      .finally(() => (answered = true));
    await held.arrived;

    expect(answered).toBe(false);
    expect(store.messages).toHaveLength(0);
    held.release();
    expect((await sending).response).toMatch(/^250 /);
    expect(store.messages).toHaveLength(1);
  });

  it('gets the sender a temporary 451 when the store fails, so it retries, and 250 once it works again', async () => {
    const { store, listener } = await listen();
    store.failWith = new Error('database is down');

    const failure = await refusal(sender(listener.port).sendMail(newsletter(INBOX)));

    expect(failure.responseCode).toBe(451);
    expect(failure.response).toMatch(/^451 4\.3\.0 Temporary local problem/);
    store.failWith = undefined;
    expect((await sender(listener.port).sendMail(newsletter(INBOX))).response).toMatch(/^250 /);
    expect(store.messages).toHaveLength(1);
  });
});

describe('mail for no tracked inbox', () => {
  it('is refused 550 5.1.1 at RCPT and never stored: the server is no open relay', async () => {
    const { store, listener } = await listen();

    const failure = await refusal(sender(listener.port).sendMail(newsletter('someone@gmail.example')));

    expect(failure.responseCode).toBe(550);
    expect(failure.response).toMatch(/^550 5\.1\.1 No such inbox here: someone@gmail\.example/);
    expect(store.messages).toHaveLength(0);
  });

  it('is left out when a message names a tracked inbox beside it', async () => {
    const { store, listener } = await listen();

    const info = await sender(listener.port).sendMail(newsletter([INBOX, 'someone@gmail.example']));

    expect(info.rejected).toEqual(['someone@gmail.example']);
    expect(store.messages[0]?.envelope.recipients).toEqual([INBOX]);
  });
});

describe('the size limit', () => {
  it('is advertised, and no AUTH is offered (nor STARTTLS without a certificate)', async () => {
    const { listener } = await listen();
    const dialogue = await openSmtpDialogue(listener.port);

    const features = await dialogue.send('EHLO sender.example');

    expect(features).toMatch(new RegExp(`^250[- ]SIZE ${SETTINGS.maxMessageBytes}$`, 'm'));
    expect(features).not.toMatch(/AUTH|STARTTLS/);
    expect(await dialogue.send('AUTH PLAIN AGJvYgBzZWNyZXQ=')).toMatch(/^50[02] /);
    dialogue.close();
  });

  it('refuses a larger message 552 and stores nothing', async () => {
    const { store, listener } = await listen();
    const html = `<p>${'x'.repeat(SETTINGS.maxMessageBytes)}</p>`;

    const failure = await refusal(sender(listener.port).sendMail(newsletter(INBOX, html)));

    expect(failure.responseCode).toBe(552);
    expect(store.messages).toHaveLength(0);
  });

  it('refuses 552 after DATA a larger message whose sender did not declare its size', async () => {
    const { store, listener } = await listen();
    const dialogue = await openSmtpDialogue(listener.port);
    await dialogue.send('EHLO sender.example');
    expect(await dialogue.send('MAIL FROM:<news@juniper.example>')).toMatch(/^250 /);
    expect(await dialogue.send(`RCPT TO:<${INBOX}>`)).toMatch(/^250 /);
    expect(await dialogue.send('DATA')).toMatch(/^354 /);

    const line = `${'y'.repeat(998)}\r\n`;
    dialogue.write(`Subject: big\r\n\r\n${line.repeat(Math.ceil(SETTINGS.maxMessageBytes / line.length) + 1)}.\r\n`);

    expect(await dialogue.next()).toMatch(/^552 5\.3\.4 /);
    expect(store.messages).toHaveLength(0);
    expect(await dialogue.send('QUIT')).toMatch(/^221 /);
  });
});

describe('the memory all messages arriving at once may take', () => {
  it('answers 451 to a message that would pass it, until stored messages make room', async () => {
    const { store, listener } = await listen({ maxMessageBytes: 64 * 1024, maxBufferedBytes: 100 * 1024 });
    const held = store.hold();
    const first = sender(listener.port).sendMail(newsletter(INBOX, `<p>${'a'.repeat(50_000)}</p>`));
    await held.arrived;

    const failure = await refusal(sender(listener.port).sendMail(newsletter(OTHER_INBOX, `<p>${'b'.repeat(58_000)}</p>`)));

    expect(failure.response).toMatch(/^451 4\.3\.0 Too much mail arriving at once/);
    held.release();
    expect((await first).response).toMatch(/^250 /);
    expect((await sender(listener.port).sendMail(newsletter(OTHER_INBOX, `<p>${'b'.repeat(58_000)}</p>`))).response).toMatch(/^250 /);
    expect(store.messages.map((message) => message.envelope.recipients)).toEqual([[INBOX], [OTHER_INBOX]]);
  });
});

describe('limits on each client', () => {
  it('takes at most the configured recipients per message, then 452 so the sender sends the rest later', async () => {
    const { listener } = await listen({ maxRecipients: 1 });
    const dialogue = await openSmtpDialogue(listener.port);
    await dialogue.send('EHLO sender.example');
    await dialogue.send('MAIL FROM:<news@juniper.example>');

    expect(await dialogue.send(`RCPT TO:<${INBOX}>`)).toMatch(/^250 /);
    expect(await dialogue.send(`RCPT TO:<${OTHER_INBOX}>`)).toMatch(/^452 4\.5\.3 /);
    dialogue.close();
  });

  it('refuses a connection past the limit for one address with 421, and takes it again once one closes', async () => {
    const { listener } = await listen({ maxConnectionsPerAddress: 2 });
    const first = await openSmtpDialogue(listener.port);
    const second = await openSmtpDialogue(listener.port);

    const third = await openSmtpDialogue(listener.port);

    expect(first.greeting).toMatch(/^220 mx\.tracker\.test ESMTP/);
    expect(third.greeting).toMatch(/^421 .*Too many connections from 127\.0\.0\.1/);
    await third.ended;
    expect(await first.send('QUIT')).toMatch(/^221 /);
    await first.ended;
    const fourth = await openSmtpDialogue(listener.port);
    expect(fourth.greeting).toMatch(/^220 /);
    second.close();
    fourth.close();
  });

  it('closes a connection that sends more commands than allowed with 421', async () => {
    const { listener } = await listen({ maxCommands: 5 });
    const dialogue = await openSmtpDialogue(listener.port);
    await dialogue.send('EHLO sender.example');
    for (let i = 0; i < 4; i++) expect(await dialogue.send('NOOP')).toMatch(/^250 /);

    expect(await dialogue.send('NOOP')).toMatch(/^250 /);

    expect(await dialogue.next()).toMatch(/^421 .*Too many commands in one connection \(at most 5\)/);
    await dialogue.ended;
  });
});

describe('behind a load balancer with the PROXY protocol', () => {
  it('counts and records the client address the PROXY header gives', async () => {
    const { store, listener } = await listen({ proxy: true, maxConnectionsPerAddress: 1 });
    const header = (address: string) => `PROXY TCP4 ${address} 127.0.0.1 40000 25\r\n`;
    const dialogue = await openSmtpDialogue(listener.port, { before: header('203.0.113.7') });
    const another = await openSmtpDialogue(listener.port, { before: header('198.51.100.9') });
    const same = await openSmtpDialogue(listener.port, { before: header('203.0.113.7') });

    await dialogue.send('EHLO sender.example');
    await dialogue.send('MAIL FROM:<news@juniper.example>');
    await dialogue.send(`RCPT TO:<${INBOX}>`);
    await dialogue.send('DATA');
    expect(await dialogue.send('Subject: hello\r\n\r\nHello.\r\n.')).toMatch(/^250 /);

    expect(another.greeting).toMatch(/^220 /);
    expect(same.greeting).toMatch(/^421 .*203\.0\.113\.7/);
    expect(store.messages[0]?.envelope.remoteAddress).toBe('203.0.113.7');
    dialogue.close();
    another.close();
  });
});

describe('STARTTLS', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is offered with a certificate, and mail sent over it is stored', async () => {
    const certFile = path.join(dir, 'cert.pem');
    const keyFile = path.join(dir, 'key.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=mx.tracker.test', '-days', '2'].concat([
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ]),
      { stdio: 'ignore' },
    );
    const { store, listener } = await listen({ tls: { certFile, keyFile } });
    const dialogue = await openSmtpDialogue(listener.port);
    expect(await dialogue.send('EHLO sender.example')).toContain('250-STARTTLS');
    dialogue.close();

    const info = await sender(listener.port, { requireTLS: true }).sendMail(newsletter(INBOX));

    expect(info.response).toMatch(/^250 /);
    expect(store.messages).toHaveLength(1);
  });

  it('stops start-up naming the setting when a file cannot be read', async () => {
    await expect(listen({ tls: { certFile: path.join(dir, 'missing.pem'), keyFile: path.join(dir, 'missing-key.pem') } })).rejects.toThrow(
      /^TRACKER_SMTP_TLS_CERT: cannot read .*missing\.pem \(ENOENT\)/,
    );
  });
});

describe('starting and stopping', () => {
  it('stops start-up naming TRACKER_SMTP_PORT when the port is taken', async () => {
    const { listener } = await listen();

    await expect(listen({ port: listener.port })).rejects.toThrow(
      `TRACKER_SMTP_PORT: port ${listener.port} (127.0.0.1:${listener.port}) is already in use`,
    );
  });

  it('lets a message being stored finish before it closes, and takes no new connection meanwhile', async () => {
    const { store, listener } = await listen();
    const held = store.hold();
    const sending = sender(listener.port).sendMail(newsletter(INBOX));
    await held.arrived;

    const closing = listener.close();
    const refused = await openSmtpDialogue(listener.port).then(
      () => 'connected',
      (error: NodeJS.ErrnoException) => error.code,
    );
    held.release();

    expect(refused).toBe('ECONNREFUSED');
    expect((await sending).response).toMatch(/^250 /);
    await closing;
    expect(store.messages).toHaveLength(1);
  });
});
