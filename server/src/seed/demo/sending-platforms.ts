/** Headers a platform's sends carry (DKIM, bounces, its own headers, one-click unsubscribe), for the demo's raw messages. */
type SendingSetup = { platform: string; headers: (company: { id: number; domainName: string }) => Array<{ key: string; value: string }> };

const dkim = (d: string, s: string) =>
  `v=1; a=rsa-sha256; c=relaxed/relaxed; d=${d}; s=${s}; h=from:to:subject:date; bh=ZGVtbw==; b=ZGVtbw==`;
const oneClick = (url: string) => [
  { key: 'List-Unsubscribe', value: `<${url}>` },
  { key: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
];

/**
 * How the demo's brands send, one setup a company (by its id), so the email screen shows platforms,
 * the search's platform filter finds some, and companies gain them as technologies; one brand in six
 * sends from its own servers and shows none.
 */
const SETUPS: readonly SendingSetup[] = [
  {
    platform: 'Klaviyo',
    headers: (c) => [
      { key: 'DKIM-Signature', value: dkim('klaviyomail.com', 'kl') },
      { key: 'Return-Path', value: `<bounce-${c.id}@send.klaviyomail.com>` },
      ...oneClick(`https://ctrk.klclick.com/u/${c.id}`),
    ],
  },
  {
    platform: 'Mailchimp',
    headers: (c) => [
      { key: 'X-Mailer', value: 'MailChimp Mailer - **CIDdemo**' },
      { key: 'X-MC-User', value: `demo${c.id}` },
      { key: 'List-Unsubscribe', value: `<https://brand${c.id}.us5.list-manage.com/unsubscribe?u=${c.id}>` },
    ],
  },
  {
    platform: 'Salesforce Marketing Cloud',
    headers: (c) => [
      { key: 'X-SFMC-Stack', value: '7' },
      { key: 'Return-Path', value: `<bounce-${c.id}@bounce.s7.exacttarget.com>` },
    ],
  },
  {
    platform: 'Braze',
    headers: (c) => [
      { key: 'X-Braze-Api-Id', value: `demo-${c.id}` },
      { key: 'X-SG-EID', value: `demo${c.id}` },
    ],
  },
  {
    platform: 'Iterable',
    headers: (c) => [
      { key: 'DKIM-Signature', value: dkim(c.domainName, 's1') },
      ...oneClick(`https://links.iterable.com/e/unsubscribe?c=${c.id}`),
    ],
  },
  { platform: 'none', headers: (c) => [{ key: 'DKIM-Signature', value: dkim(c.domainName, 'mail') }] },
];

/** The headers a demo company's mail carries, by how it sends. */
export function sendingHeaders(company: { id: number; domainName: string }): Array<{ key: string; value: string }> {
  return SETUPS[company.id % SETUPS.length]!.headers(company);
}
