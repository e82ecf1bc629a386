// Platform detection on the labelled messages (core's PLATFORM_MESSAGES, built from the platforms'
// documented headers): each is parsed as it arrives (postal-mime, the processing step's renderer),
// then detected and authenticated with DNS off, as `npm start` does by default.
import { performance } from 'node:perf_hooks';
import { detectPlatform, systemClock } from '@tracker/core';
import { PLATFORM_MESSAGES, platformMessageRaw } from '@tracker/core/testing';
import { offlineMailDns } from '../../src/mail-auth/mail-dns';
import { createMessageAuthenticator } from '../../src/mail-auth/authenticate-message';
import { processRawEmail } from '../../src/services/emails/process-email';

/** The bar: at least 95% named right, and no platform named on a message without a signal. */
const TARGET_ACCURACY = 0.95;

export type PlatformBench = {
  detectMs: number[];
  authenticateMs: number[];
  right: number;
  total: number;
  platforms: number;
  falseOnNoSignal: number;
  noSignal: number;
  wrong: string[];
};

export async function benchPlatformDetection(): Promise<PlatformBench> {
  const authenticate = createMessageAuthenticator({ resolver: offlineMailDns, budgetMs: 1_000, now: () => systemClock.now() });
  const detectMs: number[] = [];
  const authenticateMs: number[] = [];
  const wrong: string[] = [];
  let right = 0;
  let falseOnNoSignal = 0;
  for (const message of PLATFORM_MESSAGES) {
    const raw = Buffer.from(platformMessageRaw(message));
    const rendered = await processRawEmail(raw);
    const start = performance.now();
    const detected = detectPlatform({ headers: rendered.headers, html: rendered.html, envelopeFrom: message.envelopeFrom ?? null });
    detectMs.push(performance.now() - start);
    const authStart = performance.now();
    await authenticate(raw, { mailFrom: message.envelopeFrom ?? null, clientIp: '192.0.2.1' });
    authenticateMs.push(performance.now() - authStart);
    const named = detected?.platform ?? null;
    if (named === message.platform) right++;
    else wrong.push(`${message.label}: expected ${message.platform ?? 'none'}, got ${named ?? 'none'}`);
    if (message.platform === null && named !== null) falseOnNoSignal++;
  }
  return {
    detectMs,
    authenticateMs,
    right,
    total: PLATFORM_MESSAGES.length,
    platforms: new Set(PLATFORM_MESSAGES.map((m) => m.platform).filter(Boolean)).size,
    falseOnNoSignal,
    noSignal: PLATFORM_MESSAGES.filter((m) => m.platform === null).length,
    wrong,
  };
}

/** The figures as a line of the bench's report, and whether they meet the bar. */
export function platformVerdict(bench: PlatformBench): { note: string; met: boolean } {
  const accuracy = bench.right / bench.total;
  const met = accuracy >= TARGET_ACCURACY && bench.falseOnNoSignal === 0;
  return {
    met,
    note:
      `${(accuracy * 100).toFixed(1)}% right (${bench.right}/${bench.total}, ${bench.platforms} platforms), ` +
      `${bench.falseOnNoSignal}/${bench.noSignal} no-signal messages given a platform; goal ≥ 95% and 0` +
      (bench.wrong.length > 0 ? `; wrong: ${bench.wrong.join(' | ')}` : ''),
  };
}
