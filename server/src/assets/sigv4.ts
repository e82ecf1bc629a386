import { createHash, createHmac } from 'node:crypto';

/** An access key pair that signs requests with AWS Signature Version 4. */
export type SigningCredentials = { accessKeyId: string; secretAccessKey: string };

/** Whom a signature is for and when it was made: the service's region and name (`s3`), and the moment of signing. */
export type SigningScope = { region: string; service: string; now: Date };

/** A request to sign. The host comes from the URL; `headers` are the others to send, all of them signed. */
export type SignableRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The hex SHA-256 of the body (S3 also wants it sent, as `x-amz-content-sha256`). */
  payloadHash: string;
};

/** The hex SHA-256 of some bytes. */
export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 percent-encoding, as SigV4 wants it: everything but letters, digits and `-._~`. */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3's canonical path: each segment decoded, then encoded once (S3 does not double-encode as other services do). */
function canonicalUri(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => byCodePoint(a, b) || byCodePoint(x, y))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `20130524T000000Z`: the ISO 8601 basic form SigV4 dates requests with. */
export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]|\.\d{3}/g, '');
}

/**
 * The headers that send `request` signed (AWS Signature Version 4, header form): its own headers,
 * `x-amz-date` and `authorization`. Host is signed but not returned, as fetch sets it from the URL.
 */
export function signRequest(request: SignableRequest, credentials: SigningCredentials, scope: SigningScope): Record<string, string> {
  const date = amzDate(scope.now);
  const headers: Record<string, string> = { ...request.headers, 'x-amz-date': date };
  const signed = Object.entries({ ...headers, host: request.url.host })
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => byCodePoint(a, b));
  const signedHeaders = signed.map(([name]) => name).join(';');
  const canonicalRequest = [
    request.method,
    canonicalUri(request.url),
    canonicalQuery(request.url),
    ...signed.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const credentialScope = `${date.slice(0, 8)}/${scope.region}/${scope.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [date.slice(0, 8), scope.region, scope.service, 'aws4_request'].reduce<string | Buffer>(
    (key, part) => hmac(key, part),
    `AWS4${credentials.secretAccessKey}`,
  );
  const signature = hmac(signingKey, stringToSign).toString('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${credentialScope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
