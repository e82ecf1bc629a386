import * as z from 'zod';
import { PLATFORM_IDS } from './platform-signals';

/** The sending platform detected for an email, how sure, and what said so. */
export const EmailPlatform = z.object({
  id: z.enum(PLATFORM_IDS),
  name: z.string(),
  confidence: z.number().min(0).max(1),
  signals: z.array(z.string()),
});
export type EmailPlatform = z.infer<typeof EmailPlatform>;

/**
 * The words of RFC 8601 for an authentication result. `temperror` is also what a lookup that could
 * not be answered (DNS off, a timeout) gives: unresolved, never a fail.
 */
export const AUTH_RESULTS = ['pass', 'fail', 'softfail', 'neutral', 'none', 'policy', 'temperror', 'permerror'] as const;
export type AuthResult = (typeof AUTH_RESULTS)[number];

/** DKIM, SPF and DMARC as verified when the email arrived. */
export const EmailAuthentication = z.object({
  dkim: z.array(
    z.object({
      domain: z.string(),
      selector: z.string().nullable(),
      result: z.enum(AUTH_RESULTS),
      /** The signing domain aligns with the From domain (DMARC). */
      aligned: z.boolean(),
      comment: z.string().nullable(),
    }),
  ),
  spf: z.object({
    domain: z.string().nullable(),
    client_ip: z.string().nullable(),
    result: z.enum(AUTH_RESULTS),
    comment: z.string().nullable(),
  }),
  dmarc: z.object({
    domain: z.string().nullable(),
    result: z.enum(AUTH_RESULTS),
    policy: z.string().nullable(),
    spf_aligned: z.boolean(),
    dkim_aligned: z.boolean(),
  }),
  /** When the checks ran (at arrival). */
  checked_at: z.string(),
});
export type EmailAuthentication = z.infer<typeof EmailAuthentication>;

/** The List-Unsubscribe targets and whether RFC 8058 one-click unsubscribe is offered. */
export const EmailUnsubscribe = z.object({ targets: z.array(z.string()), one_click: z.boolean() });
export type EmailUnsubscribe = z.infer<typeof EmailUnsubscribe>;
