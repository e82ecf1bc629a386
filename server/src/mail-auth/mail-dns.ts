import { Resolver } from 'node:dns/promises';

/** The DNS lookups message authentication makes: records of one type for a name, as mailauth asks for them. */
export type MailDnsResolver = (name: string, type: string) => Promise<string[][] | string[]>;

/** A lookup that could not be answered: mailauth records it as `temperror` (unresolved), never as a fail. */
function unresolved(message: string, code = 'ETIMEOUT'): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * The resolver used when DNS is off (TRACKER_MAIL_DNS=off, the default): every lookup is
 * unresolved at once, so a machine without a network, the tests and the demo never query DNS and
 * every check that needs DNS reads `temperror`.
 */
export const offlineMailDns: MailDnsResolver = (name) =>
  Promise.reject(unresolved(`DNS lookups are off (TRACKER_MAIL_DNS), ${name} was not looked up`, 'EREFUSED'));

/**
 * Real DNS through node's resolver, each query bounded by `timeoutMs` (tried twice), against
 * `servers` when given (else the system's).
 */
export function systemMailDns({ timeoutMs, servers }: { timeoutMs: number; servers?: readonly string[] }): MailDnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers([...servers]);
  return (name, type) => resolver.resolve(name, type) as Promise<string[][] | string[]>;
}

/**
 * A resolver that answers, for one message, within `budgetMs` in all: a lookup after the budget is
 * spent is unresolved at once, and one still running when it runs out is given up. A message whose
 * SPF walks many includes cannot hold its job longer than that.
 */
export function withBudget(resolve: MailDnsResolver, budgetMs: number, now: () => number = Date.now): MailDnsResolver {
  const deadline = now() + budgetMs;
  return (name, type) => {
    const left = deadline - now();
    if (left <= 0) return Promise.reject(unresolved(`DNS budget of ${budgetMs} ms spent before ${name} ${type}`));
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unresolved(`DNS budget of ${budgetMs} ms spent on ${name} ${type}`)), left);
      timer.unref();
    });
    return Promise.race([resolve(name, type), expired]).finally(() => clearTimeout(timer));
  };
}
