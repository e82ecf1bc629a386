import {
  dkimDomains,
  headerValues,
  linkHosts,
  messageIdDomains,
  returnPathDomains,
  unsubscribeHosts,
  type MessageFacts,
} from './message-facts';
import { PLATFORM_SIGNALS, PLATFORMS, type PlatformId, type PlatformName, type PlatformSignal } from './platform-signals';

/** A platform is named only from this confidence on: one strong signal, or two weaker ones. */
export const PLATFORM_THRESHOLD = 0.5;

/** The platform that sent a message, how sure (0 to 1) and the signals that said so, in words. */
export type DetectedPlatform = {
  id: PlatformId;
  platform: PlatformName;
  type: 'esp' | 'smtpaas';
  confidence: number;
  signals: string[];
};

type Matcher = (facts: ReadFacts) => string | null;
/** A message's facts, read once for every signal. */
export type ReadFacts = {
  facts: MessageFacts;
  dkim: string[];
  returnPath: ReturnType<typeof returnPathDomains>;
  messageId: string[];
  unsubscribe: string[];
  links: string[];
};

function domainTest(pattern: string): (domain: string) => boolean {
  if (pattern.startsWith('/') && pattern.endsWith('/')) {
    const regex = new RegExp(pattern.slice(1, -1), 'i');
    return (domain) => regex.test(domain);
  }
  const suffix = pattern.toLowerCase();
  return (domain) => domain === suffix || domain.endsWith(`.${suffix}`);
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function headerMatcher(pattern: string): Matcher {
  if (pattern.startsWith('/') && pattern.endsWith('/')) {
    const name = new RegExp(pattern.slice(1, -1), 'i');
    return ({ facts }) => facts.headers.find((h) => name.test(h.key))?.key ?? null;
  }
  const colon = pattern.indexOf(':');
  if (colon === -1) return ({ facts }) => (headerValues(facts, pattern).length > 0 ? pattern : null);
  const name = pattern.slice(0, colon).trim();
  const value = new RegExp(pattern.slice(colon + 1).trim(), 'i');
  return ({ facts }) => {
    const hit = headerValues(facts, name).find((v) => value.test(v.trim()));
    return hit === undefined ? null : `${name}: ${clip(hit.trim(), 40)}`;
  };
}

/** Compiles a signal row into a test answering the words that describe what it found, or null. */
export function compileSignal(signal: PlatformSignal): Matcher {
  if (signal.kind === 'header') {
    const header = headerMatcher(signal.pattern);
    return (read) => {
      const found = header(read);
      return found === null ? null : `header ${found}`;
    };
  }
  const test = domainTest(signal.pattern);
  switch (signal.kind) {
    case 'dkim':
      return ({ dkim }) => {
        const hit = dkim.find(test);
        return hit ? `DKIM d=${hit}` : null;
      };
    case 'return_path':
      return ({ returnPath }) => {
        const hit = returnPath.find((r) => test(r.domain));
        return hit ? `${hit.from} ${hit.domain}` : null;
      };
    case 'message_id':
      return ({ messageId }) => {
        const hit = messageId.find(test);
        return hit ? `Message-ID @${hit}` : null;
      };
    case 'unsubscribe':
      return ({ unsubscribe }) => {
        const hit = unsubscribe.find(test);
        return hit ? `List-Unsubscribe via ${hit}` : null;
      };
    case 'link':
      return ({ links }) => {
        const hit = links.find(test);
        return hit ? `links via ${hit}` : null;
      };
  }
}

const PLATFORM_OF = new Map<string, (typeof PLATFORMS)[number]>(PLATFORMS.map((p) => [p.name, p]));

/** Reads a message's facts once for every signal. */
export function readFacts(facts: MessageFacts): ReadFacts {
  return {
    facts,
    dkim: dkimDomains(facts),
    returnPath: returnPathDomains(facts),
    messageId: messageIdDomains(facts),
    unsubscribe: unsubscribeHosts(facts),
    links: linkHosts(facts),
  };
}

/**
 * Builds a detector over a signal table (core's by default). Each signal that matches adds its
 * weight, combined as independent evidence (1 − Π(1 − w)); a marketing platform past the threshold
 * wins over a relay (Braze sending through SendGrid is Braze), and a relay is named only alone.
 */
export function platformDetector(signals: readonly PlatformSignal[] = PLATFORM_SIGNALS) {
  const compiled = signals.map((signal) => ({ signal, match: compileSignal(signal) }));
  return (facts: MessageFacts): DetectedPlatform | null => {
    const seen = readFacts(facts);
    const found = new Map<PlatformName, { doubt: number; signals: string[] }>();
    for (const { signal, match } of compiled) {
      const words = match(seen);
      if (words === null) continue;
      const entry = found.get(signal.platform) ?? { doubt: 1, signals: [] };
      entry.doubt *= 1 - signal.weight;
      if (!entry.signals.includes(words)) entry.signals.push(words);
      found.set(signal.platform, entry);
    }
    const candidates = [...found.entries()]
      .map(([platform, { doubt, signals: words }]) => ({
        id: PLATFORM_OF.get(platform)!.id,
        platform,
        type: PLATFORM_OF.get(platform)!.type,
        confidence: Math.round((1 - doubt) * 100) / 100,
        signals: words,
      }))
      .filter((c) => c.confidence >= PLATFORM_THRESHOLD);
    const best = (type: 'esp' | 'smtpaas') =>
      candidates
        .filter((c) => c.type === type)
        .reduce<DetectedPlatform | null>((top, c) => (!top || c.confidence > top.confidence ? c : top), null);
    return best('esp') ?? best('smtpaas');
  };
}

/** The platform that sent a message by core's signal table, or null when nothing says. */
export const detectPlatform = platformDetector();
