import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';

const DEMO_INBOX = 'jordan.johansson1001@inbox.tracker.example';
const OTHER_DEMO_INBOX = 'morgan.rivera1002@inbox.tracker.example';
const MAX_BYTES = 64 * 1024;

type Report = {
  data: { message: string; state: string; recipients: string[]; error: string | null }[];
  meta: { messages: number; stored: number; duplicate: number; failed: number };
};
type Messages = { data: { attributes: { recipient: string; state: string; source: string; subject: string | null } }[] };

const message = (to: string, id: string, subject: string, extra = '') =>
  `From: Shop <news@shop.example>\r\nTo: ${to}\r\nSubject: ${subject}\r\nMessage-ID: <${id}@shop.example>\r\n` +
  `Date: Mon, 02 Mar 2026 09:30:00 +0000\r\nContent-Type: text/plain\r\n\r\nHello${extra}\r\nRegards, the shop\r\n`;

let live: LiveTrackctl;

beforeAll(async () => {
  live = await startLiveTrackctl({ demoData: true, env: { TRACKER_INBOUND_MAX_BYTES: String(MAX_BYTES) } });
});
afterAll(() => live?.stop());

async function inboxMessages(recipient: string): Promise<Messages['data']> {
  const response = await live.api('GET', `/v1/admin/inbound/messages?recipient=${encodeURIComponent(recipient)}`);
  return (response.body as Messages).data;
}

describe('trackctl emails ingest against a live server with the demo data', () => {
  it('stores the demo sample .eml as arriving mail, processed into an email, and a second run adds nothing', async () => {
    const sample = path.join(repoRoot, 'server', 'src', 'seed', 'demo', 'sample-message.eml');

    const first = await live.run(['emails', 'ingest', sample]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toBe(`${sample}\tstored\t${DEMO_INBOX}\n`);
    expect(first.stderr).toContain('1 message: 1 stored, 0 already there, 0 failed.');

    const again = await live.run(['emails', 'ingest', sample, '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect((JSON.parse(again.stdout) as Report).meta).toEqual({ messages: 1, stored: 0, duplicate: 1, failed: 0 });

    // The server's worker processes it; wait for it by state, with a bounded number of looks.
    let rows = await inboxMessages(DEMO_INBOX);
    for (let look = 0; look < 100 && rows.some((r) => r.attributes.state !== 'processed'); look++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await inboxMessages(DEMO_INBOX);
    }
    const ingested = rows.filter((r) => r.attributes.source === 'ingest');
    expect(ingested).toHaveLength(1);
    expect(ingested[0]!.attributes).toMatchObject({ state: 'processed', subject: 'Welcome to Juniper & Co: 15% off your first order' });
  });

  it('reads an mbox and a maildir, takes the inbox from --to or the headers, and exits 3 naming what failed', async () => {
    const mbox = path.join(live.home, 'export.mbox');
    await writeFile(
      mbox,
      `From news@shop.example Mon Mar  2 09:30:00 2026\n${message(OTHER_DEMO_INBOX, 'mbox-1', 'First of the mbox', '\n>From the escaped line')}\n` +
        `From news@shop.example Mon Mar  2 10:30:00 2026\n${message('nobody.here@inbox.tracker.example', 'mbox-2', 'For no one')}\n`,
    );
    const maildir = path.join(live.home, 'Maildir');
    await mkdir(path.join(maildir, 'cur'), { recursive: true });
    await mkdir(path.join(maildir, 'new'), { recursive: true });
    await writeFile(path.join(maildir, 'new', '1.eml'), message('someone@elsewhere.example', 'maildir-1', 'Forwarded to us'));

    const result = await live.run(['emails', 'ingest', mbox, maildir, '--json']);
    expect(result.code, result.stderr).toBe(3);
    const report = JSON.parse(result.stdout) as Report;
    expect(report.data.map((d) => [d.message, d.state])).toEqual([
      [`${mbox}#1`, 'stored'],
      [`${mbox}#2`, 'failed'],
      [path.join(maildir, 'new', '1.eml'), 'failed'],
    ]);
    expect(report.data[1]!.error).toContain("No recipient in the message's To, Cc or Delivered-To is an inbox");

    const forwarded = await live.run(['emails', 'ingest', maildir, '--to', OTHER_DEMO_INBOX]);
    expect(forwarded.code, forwarded.stderr).toBe(0);
    const subjects = (await inboxMessages(OTHER_DEMO_INBOX)).map((r) => r.attributes.subject);
    expect(subjects).toEqual(expect.arrayContaining(['First of the mbox', 'Forwarded to us']));
  });

  it('reads stdin, and refuses a message past the server size limit, saying so', async () => {
    const big = message(DEMO_INBOX, 'big-1', 'Too big', 'x'.repeat(MAX_BYTES));
    const result = await live.run(['emails', 'ingest', '-'], { input: big });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^stdin\tfailed\t.*too large.*TRACKER_INBOUND_MAX_BYTES/m);

    const small = await live.run(['emails', 'ingest'], { input: message(DEMO_INBOX, 'stdin-1', 'From stdin') });
    expect(small.code, small.stderr).toBe(0);
    expect(small.stdout).toBe(`stdin\tstored\t${DEMO_INBOX}\n`);
  });
});
