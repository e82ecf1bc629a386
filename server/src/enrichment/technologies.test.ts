import { TECHNOLOGY_TYPES } from '@tracker/core';
import { describe, expect, it } from 'vitest';
import { detectTechnologies, TECHNOLOGY_SIGNATURES, tagsFor } from './technologies';

const byName = (list: ReturnType<typeof detectTechnologies>) => Object.fromEntries(list.map((t) => [t.name, t]));

describe('technology detection', () => {
  it('finds marketing tools from script URLs and inline snippets, with evidence', () => {
    const found = byName(
      detectTechnologies({
        scriptSrcs: [
          'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123',
          'https://www.googletagmanager.com/gtag/js?id=G-ABCD1234',
        ],
        html: "<script>!function(f,b,e,v,n,t,s){}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '1234567890');</script>",
      }),
    );
    expect(found.Klaviyo).toEqual({
      name: 'Klaviyo',
      type: 'esp',
      evidence: 'script https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123',
    });
    expect(found['Google Analytics']).toMatchObject({
      type: 'analytics',
      evidence: 'script https://www.googletagmanager.com/gtag/js?id=G-ABCD1234',
    });
    expect(found['Meta Pixel']).toMatchObject({ type: 'advertising', evidence: expect.stringContaining('page contains') });
    expect(found['Google Ads']).toBeUndefined();
    expect(found['Google Tag Manager']).toBeUndefined();
  });

  it('tells a Google Ads gtag from a Google Analytics one', () => {
    const found = byName(detectTechnologies({ scriptSrcs: ['https://www.googletagmanager.com/gtag/js?id=AW-99887766'] }));
    expect(Object.keys(found)).toEqual(['Google Ads']);
  });

  it('reads platforms from headers, cookies and the generator', () => {
    const headers = new Headers([
      ['x-shopid', '5678'],
      ['server', 'cloudflare'],
      ['set-cookie', '_shopify_y=abc; Path=/'],
      ['set-cookie', 'hubspotutk=xyz; Path=/'],
    ]);
    const found = byName(detectTechnologies({ headers, generator: 'WordPress 6.5.2' }));
    expect(found.Shopify).toEqual({ name: 'Shopify', type: 'content', evidence: 'header x-shopid: 5678' });
    expect(found.Cloudflare).toEqual({ name: 'Cloudflare', type: 'misc', evidence: 'header server: cloudflare' });
    expect(found.HubSpot).toEqual({ name: 'HubSpot', type: 'esp', evidence: 'cookie hubspotutk' });
    expect(found.WordPress).toEqual({ name: 'WordPress', type: 'content', evidence: 'generator WordPress 6.5.2' });
  });

  it('reads mail providers from MX hosts and SPF includes', () => {
    const found = byName(
      detectTechnologies({
        mxHosts: ['aspmx.l.google.com', 'alt1.aspmx.l.google.com'],
        spfMechanisms: [
          'include:sendgrid.net',
          'include:mailgun.org',
          'include:amazonses.com',
          'include:servers.mcsv.net',
          'include:spf.protection.outlook.com',
          'include:spf.mandrillapp.com',
          'include:_spf.klaviyo.com',
          'include:_spf.google.com',
        ],
      }),
    );
    expect(found['Google Workspace']).toEqual({ name: 'Google Workspace', type: 'smtpaas', evidence: 'MX aspmx.l.google.com' });
    expect(found.SendGrid).toEqual({ name: 'SendGrid', type: 'smtpaas', evidence: 'SPF include:sendgrid.net' });
    expect(found.Mailgun?.type).toBe('smtpaas');
    expect(found['Amazon SES']?.type).toBe('smtpaas');
    expect(found.Mandrill?.type).toBe('smtpaas');
    expect(found['Microsoft 365']).toEqual({ name: 'Microsoft 365', type: 'smtpaas', evidence: 'SPF include:spf.protection.outlook.com' });
    expect(found.Mailchimp).toEqual({ name: 'Mailchimp', type: 'esp', evidence: 'SPF include:servers.mcsv.net' });
    expect(found.Klaviyo?.type).toBe('esp');
  });

  it('does not mistake lookalike hosts for a provider', () => {
    const found = detectTechnologies({ mxHosts: ['mx.notgoogle.com.evil.test'], spfMechanisms: ['include:sendgrid.net.evil.test'] });
    expect(found).toEqual([]);
  });

  it('lists each technology once, with the first evidence found', () => {
    const found = detectTechnologies({
      scriptSrcs: ['https://cdn.shopify.com/s/files/theme.js'],
      headers: new Headers([['x-shopid', '1']]),
      html: '<link href="https://cdn.shopify.com/x.css">',
    });
    expect(found).toEqual([{ name: 'Shopify', type: 'content', evidence: 'script https://cdn.shopify.com/s/files/theme.js' }]);
  });

  it('derives the e-commerce tag from commerce platforms only', () => {
    expect(tagsFor(detectTechnologies({ headers: new Headers([['x-shopid', '1']]) }))).toEqual(['E-commerce']);
    expect(tagsFor(detectTechnologies({ generator: 'WordPress' }))).toEqual([]);
  });

  it('covers every technology type with known names and no duplicates', () => {
    const names = TECHNOLOGY_SIGNATURES.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(TECHNOLOGY_SIGNATURES.map((s) => s.type))).toEqual(new Set(TECHNOLOGY_TYPES));
    for (const name of [
      'Braze',
      'Iterable',
      'Attentive',
      'Omnisend',
      'Sailthru',
      'Salesforce Marketing Cloud',
      'Customer.io',
      'Listrak',
      'Bronto (Oracle)',
      'Postmark',
      'SparkPost',
      'Segment',
      'Heap',
      'Mixpanel',
      'Amplitude',
      'Hotjar',
      'TikTok Pixel',
      'Pinterest Tag',
      'Criteo',
      'Snapchat Pixel',
      'Wix',
      'Squarespace',
      'Webflow',
      'Contentful',
      'Magento',
      'BigCommerce',
      'Stripe.js',
      'Zendesk',
      'Intercom',
      'Optimizely',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each([
    ['Braze', { scriptSrcs: ['https://js.appboycdn.com/web-sdk/4.0/braze.min.js'] }],
    ['Attentive', { scriptSrcs: ['https://cdn.attn.tv/brand/dtag.js'] }],
    ['Salesforce Marketing Cloud', { spfMechanisms: ['include:cust-spf.exacttarget.com'] }],
    ['Postmark', { spfMechanisms: ['include:spf.mtasv.net'] }],
    ['SparkPost', { spfMechanisms: ['include:_spf.sparkpostmail.com'] }],
    ['Segment', { scriptSrcs: ['https://cdn.segment.com/analytics.js/v1/KEY/analytics.min.js'] }],
    ['Hotjar', { scriptSrcs: ['https://static.hotjar.com/c/hotjar-123.js?sv=6'] }],
    ['TikTok Pixel', { html: "ttq.load('C123'); ttq.page();" }],
    ['Pinterest Tag', { scriptSrcs: ['https://s.pinimg.com/ct/core.js'] }],
    ['Squarespace', { headers: new Headers([['server', 'Squarespace']]) }],
    ['Webflow', { html: '<html data-wf-page="abc" data-wf-site="def">' }],
    ['Contentful', { html: '<img src="https://images.ctfassets.net/space/asset.png">' }],
    ['Magento', { html: '<script type="text/x-magento-init">{}</script>' }],
    ['Stripe.js', { scriptSrcs: ['https://js.stripe.com/v3/'] }],
    ['Intercom', { html: 'window.intercomSettings = { app_id: "x" };' }],
  ] as const)('recognises %s', (name, signals) => {
    expect(detectTechnologies(signals).map((t) => t.name)).toContain(name);
  });
});
