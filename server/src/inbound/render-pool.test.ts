import { afterAll, describe, expect, it } from 'vitest';
import { processRawEmail, UnreadableMessageError } from '../services/emails/process-email';
import { createRenderPool } from './render-pool';

const html = `<html><body><table><tr><td><h1>Spring sale</h1><p>${'Twenty percent off everything, this weekend only. '.repeat(200)}</p></td></tr></table></body></html>`;

/** A newsletter with a quoted-printable HTML part, a base64 text part and an inline image: each decoder postal-mime has. */
const newsletter = Buffer.from(
  [
    'From: Juniper & Co <news@juniper.example>',
    'To: juniper.42@inbox.tracker.example',
    'Subject: =?utf-8?q?Spring_sale_=E2=80=94_20=25_off?=',
    'Date: Sat, 28 Nov 2026 12:00:00 +0000',
    'Message-ID: <render-pool-1@juniper.example>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/related; boundary="rel"',
    '',
    '--rel',
    'Content-Type: multipart/alternative; boundary="alt"',
    '',
    '--alt',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    ...(Buffer.from('Spring sale: twenty percent off.\n'.repeat(50))
      .toString('base64')
      .match(/.{1,76}/g) ?? []),
    '--alt',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    ...(html.replaceAll('=', '=3D').match(/.{1,70}/g) ?? []).map((line) => `${line}=`),
    '',
    '--alt--',
    '--rel',
    'Content-Type: image/gif',
    'Content-ID: <logo>',
    'Content-Transfer-Encoding: base64',
    '',
    'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
    '--rel--',
    '',
  ].join('\r\n'),
);

describe('the render threads', () => {
  const pool = createRenderPool({ threads: 2 });
  afterAll(() => pool.close());

  it('render a message as the main thread does', async () => {
    const [inThread, here] = await Promise.all([pool.render(newsletter), processRawEmail(newsletter)]);
    expect(inThread).toEqual(here);
    expect(inThread.subject).toBe('Spring sale — 20% off');
    expect(inThread.text).toContain('Spring sale: twenty percent off.');
    expect(inThread.html).toContain('Twenty percent off everything, this weekend only.');
  });

  it('render several messages side by side, each its own', async () => {
    const messages = Array.from({ length: 5 }, (_, i) =>
      Buffer.from(newsletter.toString('latin1').replace('Spring_sale', `Sale_${i}`), 'latin1'),
    );
    const rendered = await Promise.all(messages.map((m) => pool.render(m)));
    expect(rendered.map((r) => r.subject)).toEqual(messages.map((_, i) => `Sale ${i} — 20% off`));
  });

  it('refuse a message with nothing to read as unreadable, the same bytes failing the same way', async () => {
    const empty = Buffer.from('X-Nothing: here\r\n\r\n');
    await expect(pool.render(empty)).rejects.toBeInstanceOf(UnreadableMessageError);
    await expect(pool.render(empty)).rejects.toThrow('no sender, subject or date');
  });
});
