import type { EmailDetail } from '@tracker/core';
import type { KeyValue } from '../../ui/key-values';

type Attributes = EmailDetail['attributes'];

/** The sending platform with its signals, the authentication results and the unsubscribe targets, as `emails show` prints them. */
export function arrivalFacts({
  platform,
  authentication,
  unsubscribe,
}: Pick<Attributes, 'platform' | 'authentication' | 'unsubscribe'>): KeyValue[] {
  const auth: KeyValue[] = authentication
    ? [
        ...(authentication.dkim.length === 0
          ? [{ key: 'dkim', value: 'none (no signature)', indent: true }]
          : authentication.dkim.map((d) => ({
              key: 'dkim',
              value: `${d.result} d=${d.domain}${d.selector ? ` s=${d.selector}` : ''}${d.aligned ? ' aligned' : ''}`,
              indent: true,
            }))),
        {
          key: 'spf',
          value: [
            authentication.spf.result,
            authentication.spf.domain,
            authentication.spf.client_ip && `from ${authentication.spf.client_ip}`,
          ]
            .filter(Boolean)
            .join(' '),
          indent: true,
        },
        {
          key: 'dmarc',
          value: [
            authentication.dmarc.result,
            authentication.dmarc.domain,
            authentication.dmarc.policy && `p=${authentication.dmarc.policy}`,
            `spf ${authentication.dmarc.spf_aligned ? 'aligned' : 'not aligned'}, dkim ${authentication.dmarc.dkim_aligned ? 'aligned' : 'not aligned'}`,
          ]
            .filter(Boolean)
            .join(' '),
          indent: true,
        },
      ]
    : [{ key: 'checked', value: 'no (did not arrive by mail)', indent: true }];
  return [
    { key: 'platform', value: platform ? `${platform.name} (${Math.round(platform.confidence * 100)}% sure)` : 'not detected' },
    ...(platform ? [{ key: 'signals', value: platform.signals.join('; '), indent: true }] : []),
    { key: 'authentication' },
    ...auth,
    { key: 'unsubscribe', value: unsubscribe ? (unsubscribe.one_click ? 'one-click (RFC 8058)' : 'no one-click') : 'none' },
    ...(unsubscribe?.targets ?? []).map((target) => ({ key: 'target', value: target, indent: true })),
  ];
}
