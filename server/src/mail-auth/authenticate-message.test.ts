import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubMailDns } from '../testing/stub-mail-dns';
import { createMessageAuthenticator } from './authenticate-message';
import { offlineMailDns, withBudget } from './mail-dns';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKey = keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

const message = [
  'From: Aurora <hello@shop-aurora.com>',
  'To: inbox@tracker.test',
  'Subject: Spring sale',
  'Date: Mon, 02 Mar 2026 09:59:00 +0000',
  'Message-ID: <spring-1@shop-aurora.com>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Everything is 20% off this week.',
  '',
].join('\r\n');

const DNS = {
  's1._domainkey.shop-aurora.com': [`v=DKIM1; k=rsa; p=${publicKey}`],
  'shop-aurora.com': ['v=spf1 ip4:192.0.2.10 -all'],
  '_dmarc.shop-aurora.com': ['v=DMARC1; p=reject'],
};
const SENDER = { mailFrom: 'bounce@shop-aurora.com', clientIp: '192.0.2.10' };

let signed: Buffer;
beforeAll(async () => {
  const key = { signingDomain: 'shop-aurora.com', selector: 's1', privateKey };
  // mailauth signs with `signatureData`; its types also ask for the key at the top.
  const { signatures } = await dkimSign(message, { ...key, signatureData: [key], signTime: NOW });
  signed = Buffer.from(signatures + message);
});

const authenticator = (resolver = stubMailDns(DNS)) => createMessageAuthenticator({ resolver, budgetMs: 5_000, now: () => NOW });

describe('message authentication at arrival', () => {
  it('passes a valid signature from an allowed address, aligned for DMARC', async () => {
    const result = await authenticator()(signed, SENDER);

    expect(result).toEqual({
      dkim: [{ domain: 'shop-aurora.com', selector: 's1', result: 'pass', aligned: true, comment: null }],
      spf: { domain: 'shop-aurora.com', client_ip: '192.0.2.10', result: 'pass', comment: expect.any(String) },
      dmarc: { domain: 'shop-aurora.com', result: 'pass', policy: 'reject', spf_aligned: true, dkim_aligned: true },
      checked_at: NOW.toISOString(),
    });
  });

  it('fails a signature over a body changed in transit, and SPF from an address the domain does not allow', async () => {
    const broken = Buffer.from(signed.toString().replace('20% off', '90% off'));

    const result = await authenticator()(broken, { ...SENDER, clientIp: '198.51.100.7' });

    expect(result.dkim).toEqual([expect.objectContaining({ domain: 'shop-aurora.com', result: 'fail' })]);
    expect(result.spf.result).toBe('fail');
    expect(result.dmarc).toMatchObject({ result: 'fail', spf_aligned: false, dkim_aligned: false });
  });

  it('records no signature as none, and a message without SMTP as no SPF', async () => {
    const result = await authenticator()(Buffer.from(message), { mailFrom: null, clientIp: null });

    expect(result.dkim).toEqual([]);
    expect(result.spf).toMatchObject({ result: 'none', client_ip: null });
    expect(result.dmarc).toMatchObject({ domain: 'shop-aurora.com', dkim_aligned: false });
  });

  it('records a lookup that fails as temperror, never as a fail', async () => {
    const resolver = stubMailDns(DNS, ['s1._domainkey.shop-aurora.com', 'shop-aurora.com', '_dmarc.shop-aurora.com']);

    const result = await authenticator(resolver)(signed, SENDER);

    expect(result.dkim[0]?.result).toBe('temperror');
    expect(result.spf.result).toBe('temperror');
    expect(result.dmarc.result).not.toBe('fail');
  });

  it('with DNS off asks no server and leaves every check unresolved', async () => {
    const result = await createMessageAuthenticator({ resolver: offlineMailDns, budgetMs: 5_000, now: () => NOW })(signed, SENDER);

    expect(result.dkim[0]?.result).toBe('temperror');
    expect(result.spf.result).toBe('temperror');
    expect(result.dmarc.result).not.toBe('fail');
  });
});

describe('the DNS budget of one message', () => {
  it('gives up a lookup still running when the budget runs out, and refuses the next at once', async () => {
    let clock = 0;
    const never = () => new Promise<string[][]>(() => undefined);
    const resolve = withBudget(never, 20, () => clock);

    await expect(resolve('slow.example', 'TXT')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    clock = 21;
    await expect(resolve('next.example', 'TXT')).rejects.toMatchObject({ code: 'ETIMEOUT' });
  });
});
