import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the webhook's signature: `sha256=` and the hex HMAC-SHA256 of the body. */
export const SIGNATURE_HEADER = 'x-tracker-signature';

/** The signature header's value for `body` signed with `secret` (what a sender computes). */
export function signatureFor(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `header` is the signature of `body` with `secret`, compared in constant time. */
export function isSignedBody(secret: string, body: Buffer, header: string | undefined): boolean {
  return header !== undefined && sameText(header.trim().toLowerCase(), signatureFor(secret, body));
}

/** How far a Mailgun request's timestamp may be from now before it is refused as a replay. */
const MAILGUN_TOLERANCE_SECONDS = 15 * 60;

/**
 * Whether a Mailgun webhook's fields are signed with `signingKey`: the hex HMAC-SHA256 of the
 * timestamp followed by the token, the timestamp within a quarter of an hour of `now`.
 */
export function isMailgunSigned(
  signingKey: string,
  fields: { timestamp?: string | undefined; token?: string | undefined; signature?: string | undefined },
  now: Date,
): boolean {
  const { timestamp, token, signature } = fields;
  if (!timestamp || !token || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAILGUN_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', signingKey)
    .update(timestamp + token)
    .digest('hex');
  return sameText(signature.trim().toLowerCase(), expected);
}
