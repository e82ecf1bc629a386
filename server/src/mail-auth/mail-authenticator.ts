import type { Clock } from '@tracker/core';
import type { InboundSettings } from '../config';
import { createMessageAuthenticator, type MessageAuthenticator } from './authenticate-message';
import { offlineMailDns, systemMailDns, type MailDnsResolver } from './mail-dns';

/** One message's lookups together may take this many query timeouts. */
const BUDGET_IN_TIMEOUTS = 4;

/**
 * The message authenticator the configuration asks for: DNS off (nothing looked up, every check
 * unresolved), or the system's or named servers, each query and each message's lookups bounded.
 * `resolver` replaces the DNS (tests pass a stub).
 */
export function mailAuthenticator(settings: InboundSettings['mailDns'], clock: Clock, resolver?: MailDnsResolver): MessageAuthenticator {
  const timeoutMs = settings.mode === 'off' ? 2_000 : settings.timeoutMs;
  const dns = resolver ?? (settings.mode === 'off' ? offlineMailDns : systemMailDns({ timeoutMs, servers: settings.servers }));
  return createMessageAuthenticator({ resolver: dns, budgetMs: timeoutMs * BUDGET_IN_TIMEOUTS, now: () => clock.now() });
}
