import { hash } from 'node:crypto';

/** SHA-256 of a session, API-token or reset secret: what the database stores instead of the secret. */
export function hashSecret(secret: string): string {
  // The one-shot hash: every request with a cookie or token hashes its secret, and this costs a third of a Hash object's.
  return hash('sha256', secret, 'hex');
}
