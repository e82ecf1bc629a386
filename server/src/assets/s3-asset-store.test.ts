import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3AssetSettings } from '../config';
import { AssetStoreError } from './asset-store';
import { createAssetStore } from './create-asset-store';
import { createS3AssetStore } from './s3-asset-store';
import { startS3Stub, type S3Stub } from '../testing/s3-stub-server';

const KEYS = { accessKeyId: 'AKIATRACKERTEST', secretAccessKey: 'tracker-test-secret/0123456789abcdefEXAMPLE' };

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the S3 asset store', () => {
  let stub: S3Stub;
  let settings: S3AssetSettings;
  beforeAll(async () => {
    stub = await startS3Stub({ bucket: 'tracker-assets', region: 'eu-west-1', ...KEYS });
    settings = { bucketUrl: stub.bucketUrl, region: 'eu-west-1', ...KEYS, prefix: 'tracker/test' };
  });
  afterAll(async () => {
    await stub.close();
  });

  it('writes each asset as an object under the prefix, with its content type, and reads back the same bytes', async () => {
    const store = createS3AssetStore(settings);
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

    await store.put('emails/abc/message.eml', bytes, 'message/rfc822');
    await store.put('emails/abc/rendered.json', '{"subject":"Größer ✓"}', 'application/json');

    expect(await store.get('emails/abc/message.eml')).toEqual(bytes);
    expect((await store.get('emails/abc/rendered.json'))?.toString('utf8')).toBe('{"subject":"Größer ✓"}');
    expect(stub.objects.get('tracker/test/emails/abc/message.eml')?.contentType).toBe('message/rfc822');
    expect(stub.objects.get('tracker/test/emails/abc/rendered.json')?.contentType).toBe('application/json');
  });

  it('names the API’s admin-only asset route as the URL, never the bucket', () => {
    expect(createS3AssetStore(settings).urlFor('emails/abc/message.eml')).toBe('/api/v1/assets/emails/abc/message.eml');
  });

  it('answers null for an object the bucket does not hold, as the local store does', async () => {
    expect(await createS3AssetStore(settings).get('emails/none/message.eml')).toBeNull();
  });

  it('fails with a clear error naming the asset and S3’s reason when the service refuses the signature (a wrong secret)', async () => {
    const store = createS3AssetStore({ ...settings, secretAccessKey: 'not-the-secret' });

    const read = store.get('emails/abc/message.eml');
    await expect(read).rejects.toThrow(AssetStoreError);
    await expect(read).rejects.toThrow(
      'The S3 asset store refused to read emails/abc/message.eml: HTTP 403 SignatureDoesNotMatch (The request signature',
    );
    await expect(store.put('emails/xyz/message.eml', 'x', 'message/rfc822')).rejects.toThrow(
      /refused to write emails\/xyz\/message\.eml: HTTP 403 SignatureDoesNotMatch/,
    );
    expect(stub.objects.has('tracker/test/emails/xyz/message.eml')).toBe(false);
  });

  it('reports a bucket that does not exist as a failure, not as every asset missing', async () => {
    const store = createS3AssetStore({ ...settings, bucketUrl: stub.bucketUrl.replace('tracker-assets', 'no-such-bucket') });

    await expect(store.get('emails/abc/message.eml')).rejects.toThrow('refused to read emails/abc/message.eml: HTTP 404 NoSuchBucket');
  });

  it('names the bucket’s region when it was asked in another one', async () => {
    const store = createS3AssetStore({ ...settings, region: 'us-east-1' });

    await expect(store.get('emails/abc/message.eml')).rejects.toThrow(
      "HTTP 400 AuthorizationHeaderMalformed (The authorization header is malformed; the region 'us-east-1' is wrong; expecting 'eu-west-1')",
    );
  });

  it('fails with a clear error when the service cannot be reached', async () => {
    const store = createS3AssetStore({ ...settings, bucketUrl: `http://127.0.0.1:${await closedPort()}/tracker-assets` });

    await expect(store.get('emails/abc/message.eml')).rejects.toThrow(
      new AssetStoreError('The S3 asset store failed to read emails/abc/message.eml: the service could not be reached'),
    );
  });

  it('refuses keys that would leave its prefix without asking the service', async () => {
    const store = createS3AssetStore(settings);
    const asked = stub.requests.length;

    await expect(store.get('emails/../../other/secret')).rejects.toThrow(/Invalid asset key/);
    await expect(store.put('/etc/passwd', 'x', 'text/plain')).rejects.toThrow(/Invalid asset key/);
    expect(stub.requests.length).toBe(asked);
  });

  it('is the store the server uses when the configuration names a bucket, the local directory otherwise', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'tracker-assets-'));
    try {
      await createAssetStore({ assetsDir: directory, assetsS3: settings }).put('emails/in-s3/message.eml', 'x', 'message/rfc822');
      await createAssetStore({ assetsDir: directory, assetsS3: undefined }).put('emails/on-disk/message.eml', 'x', 'message/rfc822');

      expect(stub.objects.has('tracker/test/emails/in-s3/message.eml')).toBe(true);
      expect(existsSync(path.join(directory, 'emails', 'in-s3'))).toBe(false);
      expect(existsSync(path.join(directory, 'emails', 'on-disk', 'message.eml'))).toBe(true);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
