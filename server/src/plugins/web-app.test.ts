import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createWebDist } from '../testing/web-dist';

/** A bundle-sized script, so compression has something to save. */
const SCRIPT = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{ id: ${i}, name: "Company ${i}" }`).join(', ')}];\n`;

describe('the built web app over the wire', () => {
  let t: TestApp;
  let app: TestApp['app'];
  const webDist = createWebDist({
    'index-Ab12Cd34.js': SCRIPT,
    'index-Ab12Cd34.js.br': brotliCompressSync(SCRIPT),
    'index-Ab12Cd34.js.gz': gzipSync(SCRIPT),
  });
  beforeAll(async () => {
    t = await createTestApp();
    app = await t.buildApp({ webDist: webDist.dir });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    webDist.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset precompressed with brotli to a browser that takes it, cached for good', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, and the plain file to one that takes neither', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    const plain = await get('/assets/index-Ab12Cd34.js');

    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('has the app page revalidated on every load, so a new build shows at once', async () => {
    const page = await get('/companies/12', 'gzip, br');

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Tracker console</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
