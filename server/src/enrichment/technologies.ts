import type { TechnologyType } from '@tracker/core';
import type { DetectedTechnology } from './types';

/** Everything a lookup observed that can give a technology away. */
export type TechnologySignals = {
  /** The page's HTML, inline scripts included. */
  html?: string;
  /** Absolute URLs of the page's external scripts. */
  scriptSrcs?: readonly string[];
  /** The `<meta name="generator">` value. */
  generator?: string;
  /** The homepage's response headers (Set-Cookie included). */
  headers?: Headers;
  /** The domain's MX hosts. */
  mxHosts?: readonly string[];
  /** The SPF record's `include:` and `redirect=` mechanisms, such as `include:sendgrid.net`. */
  spfMechanisms?: readonly string[];
};

/** How to recognise one technology; any matcher that hits is enough. */
export type TechnologySignature = {
  name: string;
  type: TechnologyType;
  script?: RegExp;
  /** Header name (lower-case) to a pattern over its value; `/./` for "present". */
  headers?: Record<string, RegExp>;
  cookie?: RegExp;
  generator?: RegExp;
  html?: RegExp;
  mx?: RegExp;
  /** Tested against the host of each SPF include or redirect. */
  spf?: RegExp;
  /** Company tags this technology implies. */
  tags?: readonly string[];
};

const PRESENT = /./;

export const TECHNOLOGY_SIGNATURES: readonly TechnologySignature[] = [
  // Email service providers: marketing email platforms.
  { name: 'Klaviyo', type: 'esp', script: /[/.]klaviyo\.com\//, html: /static\.klaviyo\.com|klaviyo\.com\/onsite|_learnq/, spf: /klaviyo/ },
  {
    name: 'Mailchimp',
    type: 'esp',
    script: /chimpstatic\.com|list-manage\.com/,
    html: /list-manage\.com\/subscribe|chimpstatic\.com|mc-embedded-subscribe/,
    spf: /(?:^|\.)mcsv\.net$|mailchimp/,
  },
  { name: 'Braze', type: 'esp', script: /appboycdn\.com|braze\.com/, html: /braze\.initialize|appboy\.initialize|js\.appboycdn\.com/ },
  { name: 'Iterable', type: 'esp', script: /iterable\.com/, html: /api\.iterable\.com|js\.iterable\.com/ },
  { name: 'Attentive', type: 'esp', script: /(?:^|\/\/|\.)attn\.tv\//, html: /cdn\.attn\.tv|__attentive/ },
  {
    name: 'Omnisend',
    type: 'esp',
    script: /omnisnippet\d*\.com|omnisrc\.com|omnisend\.com/,
    html: /omnisnippet\d*\.com|omnisend\.com/,
    spf: /omnisend/,
  },
  { name: 'Sailthru', type: 'esp', script: /sail-horizon\.com|sailthru\.com/, html: /sail-horizon\.com|Sailthru\.init/, spf: /sailthru/ },
  {
    name: 'Salesforce Marketing Cloud',
    type: 'esp',
    script: /exacttarget\.com|igodigital\.com|marketingcloudapis\.com/,
    html: /_etmc\.push|exacttarget\.com|igodigital\.com/,
    spf: /exacttarget\.com$/,
  },
  {
    name: 'HubSpot',
    type: 'esp',
    script: /js\.hs-scripts\.com|js\.hsforms\.net|js\.hs-analytics\.net|js\.hubspot\.com/,
    cookie: /^(?:hubspotutk|__hstc|__hssc)$/,
    html: /js\.hs-scripts\.com|js\.hsforms\.net/,
    spf: /hubspotemail\.net$/,
  },
  {
    name: 'Customer.io',
    type: 'esp',
    script: /assets\.customer\.io/,
    html: /assets\.customer\.io|_cio\.identify/,
    spf: /customeriomail\.com$|customer\.io$/,
  },
  { name: 'Listrak', type: 'esp', script: /listrakbi\.com|listrak\.com/, html: /cdn\.listrakbi\.com|_ltk\.Signup/, spf: /listrak/ },
  { name: 'Bronto (Oracle)', type: 'esp', script: /bronto\.com/, html: /snip\.bronto\.com|cdn\.bronto\.com/, spf: /bronto\.com$/ },

  // Sending infrastructure (SMTP as a service) and mailbox hosts, mostly seen in DNS.
  { name: 'SendGrid', type: 'smtpaas', mx: /(?:^|\.)sendgrid\.net$/, spf: /(?:^|\.)sendgrid\.net$/ },
  { name: 'Mailgun', type: 'smtpaas', mx: /(?:^|\.)mailgun\.org$/, spf: /(?:^|\.)mailgun\.org$/ },
  { name: 'Amazon SES', type: 'smtpaas', mx: /^inbound-smtp\.[a-z0-9-]+\.amazonaws\.com$/, spf: /(?:^|\.)amazonses\.com$/ },
  { name: 'Postmark', type: 'smtpaas', spf: /(?:^|\.)mtasv\.net$/ },
  { name: 'SparkPost', type: 'smtpaas', spf: /(?:^|\.)sparkpostmail\.com$/ },
  { name: 'Mandrill', type: 'smtpaas', spf: /(?:^|\.)mandrillapp\.com$/ },
  { name: 'Google Workspace', type: 'smtpaas', mx: /(?:^|\.)(?:google|googlemail)\.com$/, spf: /^_spf\.google\.com$/ },
  { name: 'Microsoft 365', type: 'smtpaas', mx: /\.mail\.protection\.outlook\.com$/, spf: /^spf\.protection\.outlook\.com$/ },

  // Analytics.
  {
    name: 'Google Analytics',
    type: 'analytics',
    script: /google-analytics\.com\/(?:analytics|ga|urchin)\.js|googletagmanager\.com\/gtag\/js\?id=(?:G|UA)-/,
    html: /gtag\(\s*['"]config['"]\s*,\s*['"](?:G|UA)-[A-Z0-9-]+['"]|google-analytics\.com\/analytics\.js/,
  },
  {
    name: 'Google Tag Manager',
    type: 'analytics',
    script: /googletagmanager\.com\/gtm\.js/,
    html: /googletagmanager\.com\/(?:gtm\.js|ns\.html)|['"]GTM-[A-Z0-9]{4,}['"]/,
  },
  { name: 'Segment', type: 'analytics', script: /cdn\.segment\.(?:com|io)\//, html: /cdn\.segment\.(?:com|io)\/analytics\.js/ },
  { name: 'Heap', type: 'analytics', script: /heapanalytics\.com/, html: /heapanalytics\.com|heap\.load\(/ },
  { name: 'Mixpanel', type: 'analytics', script: /cdn\.mxpnl\.com|mixpanel\.com/, html: /cdn\.mxpnl\.com|mixpanel\.init\(/ },
  { name: 'Amplitude', type: 'analytics', script: /cdn\.amplitude\.com/, html: /cdn\.amplitude\.com|amplitude\.getInstance\(\)/ },
  { name: 'Hotjar', type: 'analytics', script: /static\.hotjar\.com/, html: /static\.hotjar\.com|hotjar\.com\/c\/hotjar-/ },

  // Advertising pixels and tags.
  {
    name: 'Meta Pixel',
    type: 'advertising',
    script: /connect\.facebook\.net\/[^/]+\/fbevents\.js/,
    html: /fbq\(\s*['"]init['"]|connect\.facebook\.net\/[a-zA-Z_]+\/fbevents\.js/,
  },
  {
    name: 'Google Ads',
    type: 'advertising',
    script: /googleadservices\.com\/pagead\/conversion|googletagmanager\.com\/gtag\/js\?id=AW-/,
    html: /gtag\(\s*['"]config['"]\s*,\s*['"]AW-[0-9]+|googleadservices\.com\/pagead\/conversion/,
  },
  { name: 'TikTok Pixel', type: 'advertising', script: /analytics\.tiktok\.com/, html: /analytics\.tiktok\.com|ttq\.load\(/ },
  {
    name: 'Pinterest Tag',
    type: 'advertising',
    script: /s\.pinimg\.com\/ct\//,
    html: /s\.pinimg\.com\/ct\/core\.js|pintrk\(\s*['"]load['"]/,
  },
  { name: 'Criteo', type: 'advertising', script: /(?:static|dynamic)\.criteo\.(?:net|com)/, html: /static\.criteo\.net|criteo_q/ },
  {
    name: 'Snapchat Pixel',
    type: 'advertising',
    script: /sc-static\.net\/scevent\.min\.js/,
    html: /sc-static\.net\/scevent\.min\.js|snaptr\(\s*['"]init['"]/,
  },

  // Content management and commerce platforms.
  {
    name: 'Shopify',
    type: 'content',
    headers: { 'x-shopid': PRESENT, 'x-shopify-stage': PRESENT, 'powered-by': /shopify/i },
    cookie: /^_shopify_(?:y|s|sa_t|sa_p)$/,
    script: /cdn\.shopify\.com|\/cdn\/shop\//,
    html: /cdn\.shopify\.com|Shopify\.theme/,
    tags: ['E-commerce'],
  },
  {
    name: 'WordPress',
    type: 'content',
    generator: /^WordPress/i,
    headers: { link: /api\.w\.org/ },
    html: /\/wp-content\/|\/wp-includes\//,
  },
  {
    name: 'Wix',
    type: 'content',
    generator: /Wix\.com/i,
    headers: { 'x-wix-request-id': PRESENT },
    html: /static\.wixstatic\.com|static\.parastorage\.com/,
  },
  {
    name: 'Squarespace',
    type: 'content',
    generator: /Squarespace/i,
    headers: { server: /^Squarespace/i },
    html: /static1\.squarespace\.com|Static\.SQUARESPACE_CONTEXT/,
  },
  { name: 'Webflow', type: 'content', generator: /Webflow/i, html: /data-wf-page=|data-wf-site=|(?:assets|cdn\.prod)\.website-files\.com/ },
  { name: 'Contentful', type: 'content', html: /(?:images|assets|videos)\.ctfassets\.net/ },
  {
    name: 'Magento',
    type: 'content',
    generator: /Magento/i,
    headers: { 'x-magento-cache-debug': PRESENT, 'x-magento-tags': PRESENT },
    cookie: /^(?:X-Magento-Vary|mage-cache-storage)$/,
    html: /text\/x-magento-init|Magento_[A-Z][A-Za-z]+\//,
    tags: ['E-commerce'],
  },
  {
    name: 'BigCommerce',
    type: 'content',
    generator: /BigCommerce/i,
    cookie: /^SHOP_SESSION_TOKEN$/,
    script: /bigcommerce\.com/,
    html: /cdn\d*\.bigcommerce\.com/,
    tags: ['E-commerce'],
  },

  // Everything else worth knowing.
  { name: 'Cloudflare', type: 'misc', headers: { 'cf-ray': PRESENT, server: /^cloudflare/i }, cookie: /^__cf_bm$/ },
  { name: 'Stripe.js', type: 'misc', script: /js\.stripe\.com\//, html: /js\.stripe\.com\/v\d/ },
  { name: 'Zendesk', type: 'misc', script: /static\.zdassets\.com|zendesk\.com/, html: /static\.zdassets\.com|zopim\.com/ },
  { name: 'Intercom', type: 'misc', script: /widget\.intercom\.io|js\.intercomcdn\.com/, html: /widget\.intercom\.io|intercomSettings/ },
  { name: 'Optimizely', type: 'misc', script: /cdn\.optimizely\.com/, html: /cdn\.optimizely\.com/ },
];

function clip(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function cookieNames(headers: Headers | undefined): string[] {
  return (headers?.getSetCookie() ?? []).map((cookie) => cookie.split('=')[0]?.trim() ?? '').filter(Boolean);
}

function spfHost(mechanism: string): string {
  return mechanism.replace(/^[+~?-]?(?:include:|redirect=)/i, '').toLowerCase();
}

/** The first observation that matches a signature, written as evidence staff can check. */
function evidenceFor(signature: TechnologySignature, signals: TechnologySignals, cookies: string[]): string | undefined {
  const src = signature.script && signals.scriptSrcs?.find((s) => signature.script?.test(s));
  if (src) return `script ${clip(src)}`;
  for (const [name, pattern] of Object.entries(signature.headers ?? {})) {
    const value = signals.headers?.get(name);
    if (value !== null && value !== undefined && pattern.test(value)) return `header ${name}: ${clip(value, 60)}`;
  }
  const cookie = signature.cookie && cookies.find((c) => signature.cookie?.test(c));
  if (cookie) return `cookie ${cookie}`;
  if (signature.generator && signals.generator && signature.generator.test(signals.generator))
    return `generator ${clip(signals.generator, 60)}`;
  const hit = signature.html && signals.html ? signature.html.exec(signals.html) : null;
  if (hit) return `page contains "${clip(hit[0], 60)}"`;
  const mx = signature.mx && signals.mxHosts?.find((h) => signature.mx?.test(h.toLowerCase()));
  if (mx) return `MX ${mx}`;
  const spf = signature.spf && signals.spfMechanisms?.find((m) => signature.spf?.test(spfHost(m)));
  if (spf) return `SPF ${spf}`;
  return undefined;
}

/** The technologies the signals reveal, one entry per name, in the table's order. */
export function detectTechnologies(
  signals: TechnologySignals,
  signatures: readonly TechnologySignature[] = TECHNOLOGY_SIGNATURES,
): DetectedTechnology[] {
  const cookies = cookieNames(signals.headers);
  const found = new Map<string, DetectedTechnology>();
  for (const signature of signatures) {
    if (found.has(signature.name)) continue;
    const evidence = evidenceFor(signature, signals, cookies);
    if (evidence) found.set(signature.name, { name: signature.name, type: signature.type, evidence });
  }
  return [...found.values()];
}

/** The company tags implied by detected technologies (for example E-commerce for Shopify). */
export function tagsFor(
  technologies: readonly DetectedTechnology[],
  signatures: readonly TechnologySignature[] = TECHNOLOGY_SIGNATURES,
): string[] {
  const names = new Set(technologies.map((t) => t.name));
  return [...new Set(signatures.filter((s) => names.has(s.name)).flatMap((s) => s.tags ?? []))];
}
