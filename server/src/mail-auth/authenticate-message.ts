import { AUTH_RESULTS, type AuthResult, type EmailAuthentication } from '@tracker/core';
import { authenticate } from 'mailauth';
import { withBudget, type MailDnsResolver } from './mail-dns';

/** What SMTP saw of the message's sender: MAIL FROM and the client's address. */
export type SmtpSender = { mailFrom: string | null; clientIp: string | null };

export type MessageAuthenticatorOptions = {
  resolver: MailDnsResolver;
  /** The most one message's lookups may take together. */
  budgetMs: number;
  now: () => Date;
};

const KNOWN = new Set<string>(AUTH_RESULTS);

function resultOf(value: string | undefined): AuthResult {
  if (value === 'temperr') return 'temperror';
  return value && KNOWN.has(value) ? (value as AuthResult) : 'none';
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 500) : null);

/**
 * Verifies a message's DKIM signatures, its SPF (from the envelope sender and the client address
 * SMTP saw) and DMARC alignment with mailauth, every lookup through the given resolver. A message
 * that came without SMTP (the webhook, an ingest) has no client address: its SPF is `none`.
 */
export function createMessageAuthenticator({ resolver, budgetMs, now }: MessageAuthenticatorOptions) {
  return async (raw: Buffer, sender: SmtpSender): Promise<EmailAuthentication> => {
    const result = await authenticate(raw, {
      sender: sender.mailFrom ?? undefined,
      ip: sender.clientIp ?? undefined,
      mta: 'tracker',
      resolver: withBudget(resolver, budgetMs),
      disableArc: true,
      disableBimi: true,
    });
    const dmarc = result.dmarc || null;
    const spf = sender.clientIp ? result.spf || null : null;
    return {
      dkim: result.dkim.results
        .filter((r) => r.signingDomain)
        .map((r) => ({
          domain: r.signingDomain!,
          selector: r.selector ?? null,
          // A body changed after signing is a failed signature (RFC 6376 6.3); mailauth's lenient mode says neutral.
          result: r.status.comment === 'body hash did not verify' ? 'fail' : resultOf(r.status.result),
          aligned: r.status.result === 'pass' && Boolean(r.status.aligned),
          comment: textOrNull(r.status.comment),
        })),
      spf: {
        domain: spf?.domain ?? null,
        client_ip: sender.clientIp,
        result: spf ? resultOf(spf.status.result) : 'none',
        comment: spf ? textOrNull(spf.status.comment) : 'no SMTP client address to check',
      },
      dmarc: {
        domain: dmarc ? (textOrNull(dmarc.status.header?.from) ?? dmarc.domain ?? null) : null,
        result: dmarc ? resultOf(dmarc.status.result) : 'none',
        policy: dmarc ? textOrNull(dmarc.policy) : null,
        spf_aligned: Boolean(dmarc?.alignment?.spf?.result),
        dkim_aligned: Boolean(dmarc?.alignment?.dkim?.result),
      },
      checked_at: now().toISOString(),
    };
  };
}
export type MessageAuthenticator = ReturnType<typeof createMessageAuthenticator>;
