import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger-options';

/** A Fastify app logging at info into memory, as the server's options make it. */
function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, { stream }, false) });
  app.get('/*', async () => 'page');
  return { app, lines };
}

describe('the request log', () => {
  it('keeps reset tokens and other credentials in URLs out of the log', async () => {
    const { app, lines } = loggingApp();
    await app.inject('/reset-password?token=s3cr3t-reset&next=%2Fcompanies');
    await app.inject('/api/v1/anything?access_token=t0ken&API_KEY=k3y&q=acme');
    await app.close();

    const logged = lines.join('\n');
    for (const secret of ['s3cr3t-reset', 't0ken', 'k3y']) expect(logged).not.toContain(secret);
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url: string } }).flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toEqual([
      '/reset-password?token=[redacted]&next=%2Fcompanies',
      '/api/v1/anything?access_token=[redacted]&API_KEY=[redacted]&q=acme',
    ]);
  });

  it('keeps the guid of an invitation being accepted out of the log', () => {
    expect(redactUrl('/api/v3/invitations/5b0e7c1a-1f2d-4c3b-9a8e-6d5f4e3c2b1a/accept')).toBe('/api/v3/invitations/[redacted]/accept');
  });

  it('leaves URLs without credentials as they are', () => {
    expect(redactUrl('/api/v3/admin/companies?q=acme&page=2')).toBe('/api/v3/admin/companies?q=acme&page=2');
    expect(redactUrl('/companies/12')).toBe('/companies/12');
  });

  it('pretty-prints for a terminal in development only, JSON otherwise', () => {
    expect(loggerOptions({ logLevel: 'info', nodeEnv: 'development' }, {}, true).transport).toMatchObject({ target: 'pino-pretty' });
    expect(loggerOptions({ logLevel: 'info', nodeEnv: 'development' }, {}, false).transport).toBeUndefined();
    expect(loggerOptions({ logLevel: 'info', nodeEnv: 'production' }, {}, true).transport).toBeUndefined();
  });
});
