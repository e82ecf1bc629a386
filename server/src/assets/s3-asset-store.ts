import { systemClock, type Clock } from '@tracker/core';
import type { S3AssetSettings } from '../config';
import { AssetStoreError, checkedKey, type AssetStore } from './asset-store';
import { sha256Hex, signRequest } from './sigv4';

type Options = {
  /** Signs each request at its moment; the system clock unless a test fixes one. */
  clock?: Clock;
  /** How long a read or write may take before it counts as failed. */
  timeoutMs?: number;
  /** Where the API's admin-only asset routes are: clients read assets there, never from the bucket. */
  baseUrl?: string;
};

type Action = 'read' | 'write';
type Answer = { status: number; headers: Headers; body: Buffer };

/** The code of S3's error document (`<Error><Code>NoSuchKey</Code><Message>...</Message>...</Error>`), when it sent one. */
const errorCode = (answer: Answer) => /<Code>([^<]*)<\/Code>/.exec(answer.body.toString('utf8'))?.[1];

/**
 * What the service answered, for the log and the operator: the status, S3's code and message, and
 * the bucket's region when S3 names another one than configured (it answers so when asked in the wrong one).
 */
function refused(action: Action, key: string, answer: Answer, configuredRegion: string): AssetStoreError {
  const message = /<Message>([^<]*)<\/Message>/.exec(answer.body.toString('utf8'))?.[1];
  const region = answer.headers.get('x-amz-bucket-region');
  const why = [
    `HTTP ${answer.status}`,
    errorCode(answer),
    message && `(${message})`,
    region && region !== configuredRegion && `(the bucket is in ${region}, not ${configuredRegion})`,
  ];
  return new AssetStoreError(`The S3 asset store refused to ${action} ${key}: ${why.filter(Boolean).join(' ')}`);
}

/**
 * Assets as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph ...), written and
 * read over HTTPS with requests signed by AWS Signature Version 4. Objects are private: clients
 * fetch them through the API's admin-only asset routes, as with the local store.
 */
export function createS3AssetStore(
  settings: S3AssetSettings,
  { clock = systemClock, timeoutMs = 30_000, baseUrl = '/api/v1/assets' }: Options = {},
): AssetStore {
  const credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  const objectKey = (key: string) => (settings.prefix ? `${settings.prefix}/${checkedKey(key)}` : checkedKey(key));

  /** Sends a signed request and reads the whole answer; failing to reach the service, or to hear it out, is an AssetStoreError. */
  async function send(method: 'GET' | 'PUT', key: string, body?: Buffer, contentType?: string): Promise<Answer> {
    const action: Action = method === 'GET' ? 'read' : 'write';
    const url = new URL(`${settings.bucketUrl}/${objectKey(key)}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signRequest(
      {
        method,
        url,
        headers: { 'x-amz-content-sha256': payloadHash, ...(contentType ? { 'content-type': contentType } : {}) },
        payloadHash,
      },
      credentials,
      { region: settings.region, service: 's3', now: clock.now() },
    );
    try {
      // A redirect would carry the signed request elsewhere; S3 uses them to name the bucket's real region, reported below.
      const response = await fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : 'the service could not be reached';
      throw new AssetStoreError(`The S3 asset store failed to ${action} ${key}: ${reason}`, { cause: error });
    }
  }

  return {
    async put(key, body, contentType) {
      const answer = await send('PUT', key, Buffer.from(body), contentType);
      if (answer.status < 200 || answer.status > 299) throw refused('write', key, answer, settings.region);
    },
    async get(key) {
      const answer = await send('GET', key);
      if (answer.status === 200) return answer.body;
      // Only a missing object is "none": a missing bucket or a refused request is a failure, not an empty store.
      if (answer.status === 404 && errorCode(answer) === 'NoSuchKey') return null;
      throw refused('read', key, answer, settings.region);
    },
    urlFor(key) {
      return `${baseUrl}/${checkedKey(key)}`;
    },
  };
}
