import { detectPlatform, unsubscribeFacts, type RenderedEmail } from '@tracker/core';

/**
 * What an email's columns record of its sending platform and unsubscribe targets, read from its
 * headers, links and SMTP envelope sender; with the platform detected, for the company's technologies.
 */
export function platformColumns(rendered: Pick<RenderedEmail, 'headers' | 'html'>, envelopeFrom: string | null) {
  const facts = { headers: rendered.headers, html: rendered.html, envelopeFrom };
  const platform = detectPlatform(facts);
  return {
    platform: platform?.id ?? null,
    platformConfidence: platform?.confidence ?? null,
    platformSignals: platform?.signals ?? null,
    unsubscribe: unsubscribeFacts(facts),
    detected: platform,
  };
}
