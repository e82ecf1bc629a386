import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from '../assets/sigv4';

type StubSettings = { bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export type S3Stub = {
  /** The bucket's path-style URL: `http://127.0.0.1:{port}/{bucket}`. */
  bucketUrl: string;
  /** The objects in the bucket by key, with the content type each was written with. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Every request that reached the stub, signed or not. */
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
};

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** `20130524T000000Z` as a Date. */
const fromAmzDate = (text: string) => new Date(text.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

function answer(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>stub</RequestId></Error>`,
  );
}

/** Why S3 would refuse the request's signature, or undefined when it holds: recomputed with the stub's own secret, as S3 does. */
function signatureProblem(request: IncomingMessage, body: Buffer, settings: StubSettings): [number, string, string] | undefined {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return [403, 'AccessDenied', 'Access Denied'];
  const [, accessKeyId, , region, signedHeaders, signature] = match;
  if (accessKeyId !== settings.accessKeyId)
    return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  if (region !== settings.region)
    return [
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${settings.region}'`,
    ];
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== sha256Hex(body))
    return [400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 header does not match what was computed.'];
  const headers = Object.fromEntries(
    signedHeaders!
      .split(';')
      .filter((name) => name !== 'host' && name !== 'x-amz-date')
      .map((name) => [name, String(request.headers[name] ?? '')]),
  );
  const expected = signRequest(
    { method: request.method!, url: new URL(request.url!, `http://${request.headers.host}`), headers, payloadHash },
    settings,
    { region: settings.region, service: 's3', now: fromAmzDate(String(request.headers['x-amz-date'])) },
  );
  if (!expected.authorization!.endsWith(`Signature=${signature}`)) {
    return [
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    ];
  }
  return undefined;
}

/** An S3-compatible service for tests: one bucket in memory, path style, that serves only requests signed with its key pair. */
export async function startS3Stub(settings: StubSettings): Promise<S3Stub> {
  const objects: S3Stub['objects'] = new Map();
  const requests: S3Stub['requests'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(request.url!, 'http://stub').pathname;
      requests.push({ method: request.method!, path });
      const problem = signatureProblem(request, body, settings);
      if (problem) return answer(response, ...problem);
      if (!path.startsWith(`/${settings.bucket}/`)) return answer(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      const key = decodeURIComponent(path.slice(settings.bucket.length + 2));
      if (request.method === 'PUT') {
        objects.set(key, { body, contentType: request.headers['content-type'] });
        response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end();
        return;
      }
      if (request.method !== 'GET')
        return answer(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      const object = objects.get(key);
      if (!object) return answer(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      response.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    bucketUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${settings.bucket}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
