/** What platform detection and the unsubscribe record read from a message: its headers, its HTML, and the SMTP envelope sender. */
export type MessageFacts = {
  headers: ReadonlyArray<{ key: string; value: string }>;
  html: string | null;
  /** MAIL FROM as SMTP saw it; null when the message came another way. */
  envelopeFrom?: string | null;
};

/** At most this many links are read from a body: tracking hosts repeat, and a huge body must not cost more. */
const MAX_LINKS = 500;
const HREF = /\bhref\s*=\s*["']?\s*(https?:\/\/[^"'\s>]+)/gi;

/** The values of every header named `name` (case ignored), in order. */
export function headerValues(facts: MessageFacts, name: string): string[] {
  const wanted = name.toLowerCase();
  return facts.headers.filter((h) => h.key.toLowerCase() === wanted).map((h) => h.value);
}

/** The host of a URL, lower case, or null when it is not one. */
export function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host || null;
  } catch {
    return null;
  }
}

/** The domain of an address (`bounce@em.example.com`, `<a@b>`), lower case, or null. */
export function domainOf(address: string): string | null {
  const match = /@([a-z0-9.-]+\.[a-z]{2,})\s*>?\s*$/i.exec(address.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** The `d=` domains of the DKIM signatures. */
export function dkimDomains(facts: MessageFacts): string[] {
  return headerValues(facts, 'DKIM-Signature').flatMap((value) => {
    const match = /(?:^|;)\s*d\s*=\s*([a-z0-9.-]+)/i.exec(value);
    return match ? [match[1]!.toLowerCase()] : [];
  });
}

/** The Return-Path's domain and the envelope sender's, each once. */
export function returnPathDomains(facts: MessageFacts): Array<{ domain: string; from: 'Return-Path' | 'envelope sender' }> {
  const found: Array<{ domain: string; from: 'Return-Path' | 'envelope sender' }> = [];
  for (const value of headerValues(facts, 'Return-Path')) {
    const domain = domainOf(value);
    if (domain) found.push({ domain, from: 'Return-Path' });
  }
  const envelope = facts.envelopeFrom ? domainOf(facts.envelopeFrom) : null;
  if (envelope && !found.some((f) => f.domain === envelope)) found.push({ domain: envelope, from: 'envelope sender' });
  return found;
}

/** The Message-ID's domain. */
export function messageIdDomains(facts: MessageFacts): string[] {
  return headerValues(facts, 'Message-ID').flatMap((value) => {
    const domain = domainOf(value.replace(/>.*$/, '>'));
    return domain ? [domain] : [];
  });
}

/** The targets of List-Unsubscribe: each `<...>` URL or mailto address, in order. */
export function unsubscribeTargets(facts: MessageFacts): string[] {
  return headerValues(facts, 'List-Unsubscribe').flatMap((value) =>
    [...value.matchAll(/<\s*([^>\s]+)\s*>/g)].map((m) => m[1]!).filter((t) => /^(https?:|mailto:)/i.test(t)),
  );
}

/** The hosts the List-Unsubscribe targets go to (a mailto's domain). */
export function unsubscribeHosts(facts: MessageFacts): string[] {
  return unsubscribeTargets(facts).flatMap((target) => {
    const host = /^mailto:/i.test(target) ? domainOf(target.slice(7).split('?')[0]!) : hostOf(target);
    return host ? [host] : [];
  });
}

/** The distinct hosts the body's links go to, in order of first appearance. */
export function linkHosts(facts: MessageFacts): string[] {
  if (!facts.html) return [];
  const hosts = new Set<string>();
  let read = 0;
  for (const match of facts.html.matchAll(HREF)) {
    if (++read > MAX_LINKS) break;
    const host = hostOf(match[1]!.replace(/&amp;/g, '&'));
    if (host) hosts.add(host);
  }
  return [...hosts];
}
