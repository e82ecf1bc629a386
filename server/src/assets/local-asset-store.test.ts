import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalAssetStore } from './local-asset-store';

describe('the local asset store', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'tracker-assets-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const store = createLocalAssetStore(root);

  it('keeps what it is given under its key and names the URL it is served from', async () => {
    await store.put('emails/abc/message.eml', 'Subject: hi\r\n\r\nbody', 'message/rfc822');
    expect((await store.get('emails/abc/message.eml'))?.toString()).toBe('Subject: hi\r\n\r\nbody');
    expect(store.urlFor('emails/abc/message.eml')).toBe('/api/v1/assets/emails/abc/message.eml');
  });

  it('makes the directories a key needs, and keeps whole each of several writes of one key at once', async () => {
    const bodies = ['a'.repeat(200_000), 'b'.repeat(200_000), 'c'.repeat(200_000)];
    await Promise.all(bodies.map((body) => store.put('inbound/deep/er/same.eml', body, 'message/rfc822')));
    expect(bodies).toContain((await store.get('inbound/deep/er/same.eml'))?.toString());
  });

  it('answers null for a key it does not hold', async () => {
    expect(await store.get('emails/none/message.eml')).toBeNull();
  });

  it('refuses keys that would leave its directory', async () => {
    await expect(store.get('emails/../../etc/passwd')).rejects.toThrow(/Invalid asset key/);
    await expect(store.put('/etc/passwd', 'x', 'text/plain')).rejects.toThrow(/Invalid asset key/);
  });
});
