/**
 * Where in a message a platform gives itself away:
 * - `dkim`: a DKIM-Signature's `d=` domain;
 * - `return_path`: the Return-Path header's or the SMTP envelope sender's domain (bounces go to the platform);
 * - `message_id`: the Message-ID's domain;
 * - `unsubscribe`: a host of the List-Unsubscribe header's URLs or mailto addresses;
 * - `header`: a header the platform adds (`X-SG-EID`), or a header's value (`X-Mailer: ^MailChimp`);
 * - `link`: the host of a link in the body (click tracking).
 */
export const PLATFORM_SIGNAL_KINDS = ['dkim', 'return_path', 'message_id', 'unsubscribe', 'header', 'link'] as const;
export type PlatformSignalKind = (typeof PLATFORM_SIGNAL_KINDS)[number];

/**
 * The sending platforms recognised, with the technology type each rolls up into on its company:
 * marketing platforms are `esp`, relays that send other platforms' and brands' mail are `smtpaas`
 * (a relay's mark is kept only when no marketing platform is seen beside it).
 */
export const PLATFORMS = [
  { id: 'klaviyo', name: 'Klaviyo', type: 'esp' },
  { id: 'mailchimp', name: 'Mailchimp', type: 'esp' },
  { id: 'salesforce_marketing_cloud', name: 'Salesforce Marketing Cloud', type: 'esp' },
  { id: 'braze', name: 'Braze', type: 'esp' },
  { id: 'iterable', name: 'Iterable', type: 'esp' },
  { id: 'customer_io', name: 'Customer.io', type: 'esp' },
  { id: 'attentive', name: 'Attentive', type: 'esp' },
  { id: 'omnisend', name: 'Omnisend', type: 'esp' },
  { id: 'hubspot', name: 'HubSpot', type: 'esp' },
  { id: 'listrak', name: 'Listrak', type: 'esp' },
  { id: 'cordial', name: 'Cordial', type: 'esp' },
  { id: 'bluecore', name: 'Bluecore', type: 'esp' },
  { id: 'sailthru', name: 'Sailthru', type: 'esp' },
  { id: 'oracle_responsys', name: 'Oracle Responsys', type: 'esp' },
  { id: 'sendlane', name: 'Sendlane', type: 'esp' },
  { id: 'campaign_monitor', name: 'Campaign Monitor', type: 'esp' },
  { id: 'constant_contact', name: 'Constant Contact', type: 'esp' },
  { id: 'sendgrid', name: 'SendGrid', type: 'smtpaas' },
  { id: 'mailgun', name: 'Mailgun', type: 'smtpaas' },
  { id: 'amazon_ses', name: 'Amazon SES', type: 'smtpaas' },
  { id: 'postmark', name: 'Postmark', type: 'smtpaas' },
  { id: 'sparkpost', name: 'SparkPost', type: 'smtpaas' },
  { id: 'mandrill', name: 'Mandrill', type: 'smtpaas' },
] as const satisfies ReadonlyArray<{ id: string; name: string; type: 'esp' | 'smtpaas' }>;
export type PlatformName = (typeof PLATFORMS)[number]['name'];
export type PlatformId = (typeof PLATFORMS)[number]['id'];
/** The platforms' ids, as stored with an email and given to the email search's `platform` filter. */
export const PLATFORM_IDS = PLATFORMS.map((p) => p.id) as unknown as readonly [PlatformId, ...PlatformId[]];
/** Each platform's name by its id. */
export const PLATFORM_LABELS = Object.fromEntries(PLATFORMS.map((p) => [p.id, p.name])) as Record<PlatformId, PlatformName>;

/**
 * One signal of one platform. `pattern` is, for the domain kinds, a domain matched with its
 * subdomains (`klaviyomail.com` matches `send.klaviyomail.com`) or a `/regular expression/` over the
 * domain; for `header`, a header name (present) or `Name: regular expression` over its value (case
 * ignored). `weight` (0 to 1) is how sure the signal alone makes it; several combine.
 */
export type PlatformSignal = { platform: PlatformName; kind: PlatformSignalKind; pattern: string; weight: number };

/** The signals, from the platforms' documented headers, sending and tracking domains: a platform more is rows more. */
export const PLATFORM_SIGNALS: readonly PlatformSignal[] = [
  { platform: 'Klaviyo', kind: 'dkim', pattern: 'klaviyomail.com', weight: 0.8 },
  { platform: 'Klaviyo', kind: 'return_path', pattern: 'klaviyomail.com', weight: 0.8 },
  { platform: 'Klaviyo', kind: 'message_id', pattern: 'klaviyomail.com', weight: 0.6 },
  { platform: 'Klaviyo', kind: 'link', pattern: '/(^|\\.)klclick\\d?\\.com$/', weight: 0.7 },
  { platform: 'Klaviyo', kind: 'unsubscribe', pattern: '/(^|\\.)(klaviyo|klclick\\d?)\\.com$/', weight: 0.6 },
  { platform: 'Klaviyo', kind: 'header', pattern: 'X-Kmail-Account', weight: 0.9 },

  { platform: 'Mailchimp', kind: 'dkim', pattern: 'mcsv.net', weight: 0.8 },
  { platform: 'Mailchimp', kind: 'dkim', pattern: 'mcdlv.net', weight: 0.8 },
  { platform: 'Mailchimp', kind: 'return_path', pattern: 'mcsv.net', weight: 0.8 },
  { platform: 'Mailchimp', kind: 'return_path', pattern: 'mcdlv.net', weight: 0.8 },
  { platform: 'Mailchimp', kind: 'message_id', pattern: 'mcdlv.net', weight: 0.6 },
  { platform: 'Mailchimp', kind: 'header', pattern: 'X-MC-User', weight: 0.9 },
  { platform: 'Mailchimp', kind: 'header', pattern: 'X-Mailer: ^MailChimp Mailer', weight: 0.9 },
  { platform: 'Mailchimp', kind: 'header', pattern: 'X-Campaign: ^mailchimp', weight: 0.8 },
  { platform: 'Mailchimp', kind: 'unsubscribe', pattern: 'list-manage.com', weight: 0.8 },
  { platform: 'Mailchimp', kind: 'link', pattern: 'list-manage.com', weight: 0.7 },

  { platform: 'Salesforce Marketing Cloud', kind: 'header', pattern: 'X-SFMC-Stack', weight: 0.9 },
  { platform: 'Salesforce Marketing Cloud', kind: 'dkim', pattern: 'exacttarget.com', weight: 0.8 },
  { platform: 'Salesforce Marketing Cloud', kind: 'return_path', pattern: 'exacttarget.com', weight: 0.8 },
  { platform: 'Salesforce Marketing Cloud', kind: 'message_id', pattern: 'exacttarget.com', weight: 0.6 },
  { platform: 'Salesforce Marketing Cloud', kind: 'link', pattern: 'exct.net', weight: 0.6 },
  { platform: 'Salesforce Marketing Cloud', kind: 'header', pattern: 'X-Job: ^\\d+_\\d+$', weight: 0.5 },

  { platform: 'Braze', kind: 'header', pattern: 'X-Braze-Api-Id', weight: 0.9 },
  { platform: 'Braze', kind: 'link', pattern: '/(^|\\.)(braze|appboy)\\.(com|eu)$/', weight: 0.7 },
  { platform: 'Braze', kind: 'unsubscribe', pattern: '/(^|\\.)(braze|appboy)\\.(com|eu)$/', weight: 0.7 },

  { platform: 'Iterable', kind: 'link', pattern: 'links.iterable.com', weight: 0.8 },
  { platform: 'Iterable', kind: 'unsubscribe', pattern: 'iterable.com', weight: 0.7 },
  { platform: 'Iterable', kind: 'header', pattern: 'X-Iterable-Campaign-Id', weight: 0.9 },

  { platform: 'Customer.io', kind: 'dkim', pattern: 'customeriomail.com', weight: 0.8 },
  { platform: 'Customer.io', kind: 'return_path', pattern: 'customeriomail.com', weight: 0.8 },
  { platform: 'Customer.io', kind: 'link', pattern: '/(^|\\.)customer\\.io$/', weight: 0.7 },
  { platform: 'Customer.io', kind: 'header', pattern: 'X-Cio-Delivery-Id', weight: 0.9 },

  { platform: 'Attentive', kind: 'link', pattern: 'attn.tv', weight: 0.8 },
  { platform: 'Attentive', kind: 'return_path', pattern: 'attentivemail.com', weight: 0.8 },
  { platform: 'Attentive', kind: 'dkim', pattern: 'attentivemail.com', weight: 0.8 },

  { platform: 'Omnisend', kind: 'dkim', pattern: 'omnisrv.com', weight: 0.8 },
  { platform: 'Omnisend', kind: 'return_path', pattern: 'omnisrv.com', weight: 0.8 },
  { platform: 'Omnisend', kind: 'link', pattern: '/(^|\\.)(omnisrv|omnisend)\\.com$/', weight: 0.7 },

  { platform: 'HubSpot', kind: 'dkim', pattern: 'hubspotemail.net', weight: 0.8 },
  { platform: 'HubSpot', kind: 'return_path', pattern: 'hubspotemail.net', weight: 0.8 },
  { platform: 'HubSpot', kind: 'link', pattern: 'hubspotlinks.com', weight: 0.7 },
  { platform: 'HubSpot', kind: 'unsubscribe', pattern: '/(^|\\.)(hubspot|hs-sites|hubspotemail)\\.(com|net)$/', weight: 0.6 },

  { platform: 'Listrak', kind: 'dkim', pattern: 'listrak.com', weight: 0.8 },
  { platform: 'Listrak', kind: 'return_path', pattern: 'listrak.com', weight: 0.8 },
  { platform: 'Listrak', kind: 'link', pattern: 'listrakbi.com', weight: 0.7 },

  { platform: 'Cordial', kind: 'dkim', pattern: 'cordial.io', weight: 0.8 },
  { platform: 'Cordial', kind: 'return_path', pattern: 'cordial.io', weight: 0.8 },
  { platform: 'Cordial', kind: 'link', pattern: 'crdl.io', weight: 0.7 },
  { platform: 'Cordial', kind: 'header', pattern: 'X-Cordial-Tracking', weight: 0.9 },

  { platform: 'Bluecore', kind: 'return_path', pattern: 'bluecore.com', weight: 0.8 },
  { platform: 'Bluecore', kind: 'dkim', pattern: 'bluecore.com', weight: 0.8 },
  { platform: 'Bluecore', kind: 'link', pattern: 'bluecore.com', weight: 0.6 },

  { platform: 'Sailthru', kind: 'dkim', pattern: 'sailthru.com', weight: 0.8 },
  { platform: 'Sailthru', kind: 'return_path', pattern: 'sailthru.com', weight: 0.8 },
  { platform: 'Sailthru', kind: 'header', pattern: 'X-Info: sailthru\\.com', weight: 0.9 },
  { platform: 'Sailthru', kind: 'header', pattern: 'X-TM-ID', weight: 0.6 },
  { platform: 'Sailthru', kind: 'link', pattern: 'sailthru.com', weight: 0.6 },

  { platform: 'Oracle Responsys', kind: 'dkim', pattern: '/(^|\\.)rsys\\d+\\.(com|net)$/', weight: 0.8 },
  { platform: 'Oracle Responsys', kind: 'return_path', pattern: '/(^|\\.)rsys\\d+\\.(com|net)$/', weight: 0.8 },
  { platform: 'Oracle Responsys', kind: 'message_id', pattern: '/(^|\\.)rsys\\d+\\.(com|net)$/', weight: 0.6 },
  { platform: 'Oracle Responsys', kind: 'link', pattern: '/(^|\\.)rsys\\d+\\.(com|net)$/', weight: 0.6 },

  { platform: 'Sendlane', kind: 'return_path', pattern: 'sendlane.com', weight: 0.8 },
  { platform: 'Sendlane', kind: 'dkim', pattern: 'sendlane.com', weight: 0.8 },
  { platform: 'Sendlane', kind: 'link', pattern: 'sendlane.com', weight: 0.6 },

  { platform: 'Campaign Monitor', kind: 'dkim', pattern: '/(^|\\.)cmail\\d+\\.com$/', weight: 0.8 },
  { platform: 'Campaign Monitor', kind: 'return_path', pattern: '/(^|\\.)cmail\\d+\\.com$/', weight: 0.8 },
  { platform: 'Campaign Monitor', kind: 'link', pattern: '/(^|\\.)createsend\\d*\\.com$/', weight: 0.7 },

  { platform: 'Constant Contact', kind: 'dkim', pattern: 'ccsend.com', weight: 0.8 },
  { platform: 'Constant Contact', kind: 'return_path', pattern: 'ccsend.com', weight: 0.8 },
  { platform: 'Constant Contact', kind: 'return_path', pattern: 'constantcontact.com', weight: 0.8 },
  { platform: 'Constant Contact', kind: 'link', pattern: 'rs6.net', weight: 0.7 },

  { platform: 'SendGrid', kind: 'header', pattern: 'X-SG-EID', weight: 0.9 },
  { platform: 'SendGrid', kind: 'header', pattern: 'X-SG-ID', weight: 0.8 },
  { platform: 'SendGrid', kind: 'dkim', pattern: 'sendgrid.info', weight: 0.8 },
  { platform: 'SendGrid', kind: 'dkim', pattern: 'sendgrid.net', weight: 0.8 },
  { platform: 'SendGrid', kind: 'return_path', pattern: 'sendgrid.net', weight: 0.8 },
  { platform: 'SendGrid', kind: 'link', pattern: 'sendgrid.net', weight: 0.6 },

  { platform: 'Mailgun', kind: 'header', pattern: '/^X-Mailgun-/', weight: 0.9 },
  { platform: 'Mailgun', kind: 'dkim', pattern: 'mailgun.org', weight: 0.8 },
  { platform: 'Mailgun', kind: 'return_path', pattern: 'mailgun.org', weight: 0.8 },
  { platform: 'Mailgun', kind: 'message_id', pattern: 'mailgun.org', weight: 0.6 },

  { platform: 'Amazon SES', kind: 'header', pattern: '/^X-SES-/', weight: 0.9 },
  { platform: 'Amazon SES', kind: 'dkim', pattern: 'amazonses.com', weight: 0.8 },
  { platform: 'Amazon SES', kind: 'return_path', pattern: 'amazonses.com', weight: 0.8 },
  { platform: 'Amazon SES', kind: 'message_id', pattern: 'amazonses.com', weight: 0.7 },
  { platform: 'Amazon SES', kind: 'link', pattern: 'awstrack.me', weight: 0.6 },

  { platform: 'Postmark', kind: 'header', pattern: 'X-PM-Message-Id', weight: 0.9 },
  { platform: 'Postmark', kind: 'dkim', pattern: 'mtasv.net', weight: 0.8 },
  { platform: 'Postmark', kind: 'return_path', pattern: 'mtasv.net', weight: 0.8 },
  { platform: 'Postmark', kind: 'link', pattern: 'pstmrk.it', weight: 0.7 },

  { platform: 'SparkPost', kind: 'dkim', pattern: 'sparkpostmail.com', weight: 0.8 },
  { platform: 'SparkPost', kind: 'return_path', pattern: 'sparkpostmail.com', weight: 0.8 },
  { platform: 'SparkPost', kind: 'link', pattern: 'spgo.io', weight: 0.6 },
  { platform: 'SparkPost', kind: 'header', pattern: 'X-MSFBL', weight: 0.4 },

  { platform: 'Mandrill', kind: 'dkim', pattern: 'mandrillapp.com', weight: 0.8 },
  { platform: 'Mandrill', kind: 'return_path', pattern: 'mandrillapp.com', weight: 0.8 },
  { platform: 'Mandrill', kind: 'header', pattern: 'X-Mandrill-User', weight: 0.9 },
  { platform: 'Mandrill', kind: 'link', pattern: 'mandrillapp.com', weight: 0.6 },
];
