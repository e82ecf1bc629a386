import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES, platformMessageFacts } from '../testing/platform-messages';
import { PLATFORM_THRESHOLD, compileSignal, detectPlatform, readFacts } from './detect-platform';
import { PLATFORM_SIGNALS, PLATFORMS } from './platform-signals';

const describeSignal = (s: (typeof PLATFORM_SIGNALS)[number]) => `${s.platform} ${s.kind} ${s.pattern}`;

describe('platform detection over the labelled messages', () => {
  it.each(PLATFORM_MESSAGES.map((m) => [m.label, m] as const))('%s', (_label, message) => {
    const detected = detectPlatform(platformMessageFacts(message));

    expect(detected?.platform ?? null).toBe(message.platform);
    if (detected) {
      expect(detected.confidence).toBeGreaterThanOrEqual(0.5);
      expect(detected.signals.length).toBeGreaterThan(0);
    }
  });

  it('covers at least 15 platforms in 60 messages, with messages that carry no signal', () => {
    const platforms = new Set(PLATFORM_MESSAGES.map((m) => m.platform).filter(Boolean));

    expect(PLATFORM_MESSAGES.length).toBeGreaterThanOrEqual(60);
    expect(platforms.size).toBeGreaterThanOrEqual(15);
    expect(PLATFORM_MESSAGES.filter((m) => m.platform === null).length).toBeGreaterThanOrEqual(5);
  });
});

describe('every signal of the table', () => {
  it.each(PLATFORM_SIGNALS.map((s) => [describeSignal(s), s] as const))('%s is seen in a message of its platform', (_name, signal) => {
    const match = compileSignal(signal);
    const carriers = PLATFORM_MESSAGES.filter((m) => match(readFacts(platformMessageFacts(m))) !== null);

    expect(carriers.map((m) => m.platform)).toContain(signal.platform);
    // A signal strong enough to name its platform alone never shows in a message that has none.
    if (signal.weight >= PLATFORM_THRESHOLD) expect(carriers.filter((m) => m.platform === null)).toEqual([]);
  });

  it.each(PLATFORM_SIGNALS.filter((s) => s.kind !== 'header' && !s.pattern.startsWith('/')).map((s) => [describeSignal(s), s] as const))(
    '%s matches its domain and subdomains, not a lookalike',
    (_name, signal) => {
      const match = compileSignal(signal);
      const at = (domain: string) =>
        match(
          readFacts({
            headers: [
              { key: 'DKIM-Signature', value: `v=1; d=${domain}; s=x` },
              { key: 'Return-Path', value: `<b@${domain}>` },
              { key: 'Message-ID', value: `<1@${domain}>` },
              { key: 'List-Unsubscribe', value: `<https://${domain}/u>` },
            ],
            html: `<a href="https://${domain}/c">x</a>`,
          }),
        );

      expect(at(signal.pattern)).not.toBeNull();
      expect(at(`deep.sub.${signal.pattern.toUpperCase()}`)).not.toBeNull();
      expect(at(`not${signal.pattern}`)).toBeNull();
      expect(at(`${signal.pattern}.example.org`)).toBeNull();
    },
  );

  it('names only platforms of the platform list, with weights between 0 and 1', () => {
    const names = new Set<string>(PLATFORMS.map((p) => p.name));

    for (const signal of PLATFORM_SIGNALS) {
      expect(names.has(signal.platform)).toBe(true);
      expect(signal.weight).toBeGreaterThan(0);
      expect(signal.weight).toBeLessThanOrEqual(1);
    }
  });
});

describe('how signals combine', () => {
  it('names a marketing platform over the relay it sends through, with the signals in words', () => {
    const detected = detectPlatform({
      headers: [
        { key: 'X-SG-EID', value: 'abc' },
        { key: 'DKIM-Signature', value: 'v=1; d=klaviyomail.com; s=kl' },
      ],
      html: '<a href="https://ctrk.klclick.com/ls/click?x=1">Shop</a>',
    });

    expect(detected).toEqual({
      id: 'klaviyo',
      platform: 'Klaviyo',
      type: 'esp',
      confidence: 0.94,
      signals: ['DKIM d=klaviyomail.com', 'links via ctrk.klclick.com'],
    });
  });

  it('names the relay alone when no marketing platform shows', () => {
    const detected = detectPlatform({
      headers: [{ key: 'X-SES-Outgoing', value: '2026.01.01' }],
      html: null,
      envelopeFrom: 'b@amazonses.com',
    });

    expect(detected).toMatchObject({
      platform: 'Amazon SES',
      type: 'smtpaas',
      signals: ['header X-SES-Outgoing', 'envelope sender amazonses.com'],
    });
  });

  it('names nothing below the threshold', () => {
    expect(detectPlatform({ headers: [{ key: 'X-MSFBL', value: 'x' }], html: null })).toBeNull();
  });
});
