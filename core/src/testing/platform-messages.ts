import type { PlatformName } from '../platforms/platform-signals';
import type { MessageFacts } from '../platforms/message-facts';

/**
 * A labelled message for platform detection: the headers and links a platform documents for its
 * sends (made-up brands and ids, no real customer's mail), and the platform that sent it (null: a
 * message that carries no platform's signal, such as a brand's own server).
 */
export type PlatformMessage = {
  label: string;
  platform: PlatformName | null;
  from: string;
  envelopeFrom?: string;
  headers: Record<string, string>;
  links: string[];
};

const dkim = (d: string, s = 's1') => `v=1; a=rsa-sha256; c=relaxed/relaxed; d=${d}; s=${s}; h=from:to:subject:date; bh=AAAA; b=BBBB`;
const id = (n: number, domain: string) => `<${n.toString(36)}.${(n * 7919).toString(36)}@${domain}>`;

/** Sixty-odd messages over twenty platforms, and a few with no signal at all. */
export const PLATFORM_MESSAGES: readonly PlatformMessage[] = [
  // Klaviyo: its sending domain signs and takes bounces; clicks go through klclick.
  {
    label: 'Klaviyo shared domain',
    platform: 'Klaviyo',
    from: 'hello@shop-aurora.com',
    headers: {
      'DKIM-Signature': dkim('klaviyomail.com', 'kl'),
      'Return-Path': '<bounce-1a2b@send.klaviyomail.com>',
      'Message-ID': id(1, 'send.klaviyomail.com'),
    },
    links: ['https://ctrk.klclick.com/ls/click?upn=abc'],
  },
  {
    label: 'Klaviyo branded domain, links only',
    platform: 'Klaviyo',
    from: 'news@bloomwear.co',
    headers: {
      'DKIM-Signature': dkim('bloomwear.co'),
      'Return-Path': '<bounce@send.bloomwear.co>',
      'Message-ID': id(2, 'send.bloomwear.co'),
    },
    links: ['https://trk.klclick1.com/ls/click?upn=x', 'https://ctrk.klclick3.com/l/abc'],
  },
  {
    label: 'Klaviyo with account header',
    platform: 'Klaviyo',
    from: 'team@northpeak.com',
    headers: {
      'X-Kmail-Account': 'AbC123',
      'DKIM-Signature': dkim('northpeak.com'),
      'List-Unsubscribe': '<https://manage.kmail-lists.com/subscriptions/unsubscribe?a=AbC123>, <mailto:unsub@klaviyo.com>',
    },
    links: ['https://northpeak.com/'],
  },
  {
    label: 'Klaviyo unsubscribe and bounce',
    platform: 'Klaviyo',
    from: 'shop@lumen-home.com',
    envelopeFrom: 'bounce-77@bounce.klaviyomail.com',
    headers: { 'DKIM-Signature': dkim('lumen-home.com') },
    links: ['https://lumen-home.com/sale'],
  },

  // Mailchimp: mcsv.net / mcdlv.net, X-MC-User, X-Mailer, list-manage links.
  {
    label: 'Mailchimp classic',
    platform: 'Mailchimp',
    from: 'news@greenleaf-tea.com',
    headers: {
      'X-Mailer': 'MailChimp Mailer - **CID8a7b6c5d4e**',
      'X-MC-User': '1a2b3c4d5e6f7a8b9c0d1e2f3',
      'X-Campaign': 'mailchimp1a2b3c4d5e6f7a8b9c0d1e2f3.8a7b6c5d4e',
      'DKIM-Signature': dkim('mcsv.net', 'k2'),
      'Return-Path': '<bounce-mc.us5_12345.67890-hello=inbox.test@mail123.atl101.mcsv.net>',
      'List-Unsubscribe': '<https://greenleaf-tea.us5.list-manage.com/unsubscribe?u=1a2b&id=3c4d>',
    },
    links: ['https://greenleaf-tea.us5.list-manage.com/track/click?u=1a2b'],
  },
  {
    label: 'Mailchimp with own DKIM',
    platform: 'Mailchimp',
    from: 'hi@brightdesk.io',
    headers: {
      'DKIM-Signature': dkim('brightdesk.io', 'k1'),
      'Return-Path': '<bounce-mc.us21_1.2-x=y.test@mail77.suw11.mcdlv.net>',
      'Message-ID': id(3, 'mail77.suw11.mcdlv.net'),
    },
    links: ['https://brightdesk.us21.list-manage.com/track/click?u=z'],
  },
  {
    label: 'Mailchimp links only',
    platform: 'Mailchimp',
    from: 'club@riverbank.org',
    headers: { 'List-Unsubscribe': '<https://riverbank.us3.list-manage.com/unsubscribe?u=1>' },
    links: ['https://riverbank.us3.list-manage.com/track/click?u=1&id=2'],
  },

  {
    label: 'Mailchimp delivery DKIM',
    platform: 'Mailchimp',
    from: 'team@knitcraft.shop',
    headers: { 'DKIM-Signature': dkim('mcdlv.net', 'k3') },
    links: ['https://knitcraft.shop/'],
  },

  // Salesforce Marketing Cloud: X-SFMC-Stack, exacttarget bounces, X-Job.
  {
    label: 'SFMC stack header',
    platform: 'Salesforce Marketing Cloud',
    from: 'offers@e.grandhotels.com',
    headers: {
      'X-SFMC-Stack': '7',
      'X-Job': '514007_28735',
      'Return-Path': '<bounce-45_HTML-12345-67890-514007-12@bounce.s7.exacttarget.com>',
      'DKIM-Signature': dkim('e.grandhotels.com', '200608'),
    },
    links: ['https://click.e.grandhotels.com/?qs=abc'],
  },
  {
    label: 'SFMC exacttarget DKIM',
    platform: 'Salesforce Marketing Cloud',
    from: 'news@mail.citybikes.com',
    headers: { 'DKIM-Signature': dkim('s10.exacttarget.com', '200608'), 'Message-ID': id(4, 's10.exacttarget.com') },
    links: ['https://view.exct.net/?qs=1'],
  },
  {
    label: 'SFMC branded with stack only',
    platform: 'Salesforce Marketing Cloud',
    from: 'style@em.fabricworks.com',
    headers: { 'X-SFMC-Stack': '11', 'DKIM-Signature': dkim('em.fabricworks.com') },
    links: ['https://click.em.fabricworks.com/?qs=2'],
  },

  // Braze (sending through SendGrid or SparkPost underneath).
  {
    label: 'Braze over SendGrid',
    platform: 'Braze',
    from: 'hello@appmail.fitloop.com',
    headers: {
      'X-Braze-Api-Id': '3a4b5c6d-1111-2222-3333-444455556666',
      'X-SG-EID': 'u001.abc',
      'Return-Path': '<bounces+1234-abcd-hello=inbox.test@em.fitloop.com>',
    },
    links: ['https://appmail.fitloop.com/ls/click?upn=q'],
  },
  {
    label: 'Braze unsubscribe host',
    platform: 'Braze',
    from: 'news@dayplanner.app',
    headers: { 'List-Unsubscribe': '<https://iad-01.braze.com/unsubscribe?u=1>', 'DKIM-Signature': dkim('dayplanner.app') },
    links: ['https://dayplanner.app/'],
  },
  {
    label: 'Braze links over SparkPost',
    platform: 'Braze',
    from: 'team@ridewell.com',
    headers: { 'DKIM-Signature': dkim('sparkpostmail.com', 'scph0220'), 'List-Unsubscribe': '<https://sdk.iad-03.braze.com/unsub?x=1>' },
    links: ['https://links.iad-03.braze.com/c/abc'],
  },

  // Iterable.
  {
    label: 'Iterable links',
    platform: 'Iterable',
    from: 'updates@tripnest.com',
    headers: { 'DKIM-Signature': dkim('tripnest.com'), 'List-Unsubscribe': '<https://links.iterable.com/e/unsubscribe?_r=1>' },
    links: ['https://links.iterable.com/a/click?_t=abc'],
  },
  {
    label: 'Iterable campaign header',
    platform: 'Iterable',
    from: 'hi@mealbox.co',
    headers: { 'X-Iterable-Campaign-Id': '1234567', 'X-SG-EID': 'zzz' },
    links: ['https://mealbox.co/'],
  },
  {
    label: 'Iterable over SparkPost',
    platform: 'Iterable',
    from: 'news@quietroom.com',
    headers: { 'Return-Path': '<msprvs1=abc=bounces-1234@sparkpostmail.com>' },
    links: ['https://links.iterable.com/u/click?_t=x'],
  },

  // Customer.io.
  {
    label: 'Customer.io shared domain',
    platform: 'Customer.io',
    from: 'hello@stackly.dev',
    headers: {
      'DKIM-Signature': dkim('customeriomail.com'),
      'Return-Path': '<bounces+abc@customeriomail.com>',
      'X-Cio-Delivery-Id': 'dgTEBgYDAAGo',
    },
    links: ['https://e.customeriomail.com/e/c/eyJ'],
  },
  {
    label: 'Customer.io tracking',
    platform: 'Customer.io',
    from: 'team@formhub.io',
    headers: { 'DKIM-Signature': dkim('formhub.io') },
    links: ['https://track.customer.io/e/c/eyJ', 'https://formhub.io/docs'],
  },
  {
    label: 'Customer.io delivery header',
    platform: 'Customer.io',
    from: 'ops@queuebird.com',
    headers: { 'X-Cio-Delivery-Id': 'RPILAgUBcRhIAW' },
    links: [],
  },

  // Attentive.
  {
    label: 'Attentive links',
    platform: 'Attentive',
    from: 'shop@coastlinegear.com',
    headers: { 'DKIM-Signature': dkim('coastlinegear.com') },
    links: ['https://attn.tv/coastline/l/abc', 'https://coastlinegear.com/'],
  },
  {
    label: 'Attentive bounce domain',
    platform: 'Attentive',
    from: 'sale@redmaple.shop',
    headers: { 'Return-Path': '<b.123@em.attentivemail.com>', 'DKIM-Signature': dkim('em.attentivemail.com') },
    links: ['https://redmaple.shop/'],
  },
  {
    label: 'Attentive mixed',
    platform: 'Attentive',
    from: 'hey@juniperkids.com',
    headers: { 'DKIM-Signature': dkim('juniperkids.com'), 'Return-Path': '<bounce@juniperkids.com>' },
    links: ['https://juniper.attn.tv/c/xyz'],
  },

  // Omnisend.
  {
    label: 'Omnisend shared',
    platform: 'Omnisend',
    from: 'hello@petalpost.com',
    headers: { 'DKIM-Signature': dkim('omnisrv.com'), 'Return-Path': '<bounce@mail.omnisrv.com>' },
    links: ['https://click.omnisrv.com/c/abc'],
  },
  {
    label: 'Omnisend links',
    platform: 'Omnisend',
    from: 'news@ironandoak.com',
    headers: { 'DKIM-Signature': dkim('ironandoak.com') },
    links: ['https://omnisend.com/unsub/1', 'https://track.omnisrv.com/x'],
  },
  {
    label: 'Omnisend bounce only',
    platform: 'Omnisend',
    from: 'shop@cottonfield.eu',
    envelopeFrom: 'b.55@send.omnisrv.com',
    headers: {},
    links: [],
  },

  // HubSpot.
  {
    label: 'HubSpot shared',
    platform: 'HubSpot',
    from: 'marketing@cloudbeam.com',
    headers: { 'DKIM-Signature': dkim('hubspotemail.net', 'hs1'), 'Return-Path': '<1axbu4m3-abc@bf03x.hubspotemail.net>' },
    links: ['https://d2v8tf04.na1.hubspotlinks.com/Ctc/abc'],
  },
  {
    label: 'HubSpot links and unsubscribe',
    platform: 'HubSpot',
    from: 'news@ledgerly.io',
    headers: {
      'DKIM-Signature': dkim('ledgerly.io', 'hs1-123'),
      'List-Unsubscribe': '<https://hs-123.s.hubspotemail.net/hs/manage-preferences/unsubscribe?d=1>',
    },
    links: ['https://ledgerly.io/'],
  },
  {
    label: 'HubSpot links only',
    platform: 'HubSpot',
    from: 'events@summitconf.org',
    headers: {},
    links: ['https://t.hubspotlinks.com/Btc/abc', 'https://summitconf.org/'],
  },

  // Listrak.
  {
    label: 'Listrak shared',
    platform: 'Listrak',
    from: 'deals@outfitterco.com',
    headers: { 'DKIM-Signature': dkim('listrak.com'), 'Return-Path': '<bounce-1@mail.listrak.com>' },
    links: ['https://click.outfitterco.com/ct/1'],
  },
  {
    label: 'Listrak links',
    platform: 'Listrak',
    from: 'hello@cedarandsage.com',
    headers: { 'DKIM-Signature': dkim('cedarandsage.com') },
    links: ['https://cdn.listrakbi.com/img/1', 'https://link.listrakbi.com/c/abc'],
  },
  {
    label: 'Listrak bounce',
    platform: 'Listrak',
    from: 'news@harborshoes.com',
    envelopeFrom: 'bounce-abc@bounce.listrak.com',
    headers: {},
    links: [],
  },

  // Cordial.
  {
    label: 'Cordial shared',
    platform: 'Cordial',
    from: 'hi@velvetbox.com',
    headers: { 'DKIM-Signature': dkim('cordial.io'), 'X-Cordial-Tracking': 'abc123' },
    links: ['https://e.crdl.io/c/abc'],
  },
  {
    label: 'Cordial links',
    platform: 'Cordial',
    from: 'news@tallpines.com',
    headers: { 'DKIM-Signature': dkim('tallpines.com') },
    links: ['https://trk.crdl.io/u/xyz'],
  },
  {
    label: 'Cordial bounce',
    platform: 'Cordial',
    from: 'shop@grainhouse.com',
    headers: { 'Return-Path': '<bounce+abc@bounce.cordial.io>' },
    links: [],
  },

  // Bluecore.
  {
    label: 'Bluecore bounce',
    platform: 'Bluecore',
    from: 'style@modernloft.com',
    headers: { 'Return-Path': '<bounce-1@bluecore.com>', 'DKIM-Signature': dkim('modernloft.com') },
    links: ['https://modernloft.com/'],
  },
  {
    label: 'Bluecore DKIM and links',
    platform: 'Bluecore',
    from: 'new@sunnyside.shop',
    headers: { 'DKIM-Signature': dkim('email.bluecore.com') },
    links: ['https://api.bluecore.com/c/1'],
  },
  {
    label: 'Bluecore links and SES',
    platform: 'Bluecore',
    from: 'hello@wildoats.com',
    headers: { 'X-SES-Outgoing': '2026.01.01-1.1.1.1', 'Return-Path': '<0100018@bluecore.com>' },
    links: ['https://bluecore.com/click/abc'],
  },

  // Sailthru.
  {
    label: 'Sailthru info header',
    platform: 'Sailthru',
    from: 'daily@morningpost.news',
    headers: {
      'X-Info': 'Message sent by sailthru.com customer Morning Post',
      'X-TM-ID': '20260101123456.1234.abc',
      'Return-Path': '<bounce@mt.sailthru.com>',
    },
    links: ['https://link.morningpost.news/click/1'],
  },
  {
    label: 'Sailthru DKIM',
    platform: 'Sailthru',
    from: 'news@stylebeat.com',
    headers: { 'DKIM-Signature': dkim('sailthru.com') },
    links: ['https://link.sailthru.com/click/2'],
  },
  {
    label: 'Sailthru TM-ID and bounce',
    platform: 'Sailthru',
    from: 'hi@readerly.com',
    envelopeFrom: 'b.x@mt.sailthru.com',
    headers: { 'X-TM-ID': '20260102.abc' },
    links: [],
  },

  // Oracle Responsys.
  {
    label: 'Responsys rsys5',
    platform: 'Oracle Responsys',
    from: 'offers@e.skyair.com',
    headers: { 'DKIM-Signature': dkim('rsys5.com', 'res'), 'Return-Path': '<bounce@rsys5.com>' },
    links: ['https://e.skyair.com/pub/cc?_ri_=abc'],
  },
  {
    label: 'Responsys message id',
    platform: 'Oracle Responsys',
    from: 'news@mail.homeplus.com',
    headers: { 'Message-ID': id(5, 'rsys2.com'), 'DKIM-Signature': dkim('mail.homeplus.com') },
    links: ['https://links.rsys2.com/pub/cc?x=1'],
  },
  {
    label: 'Responsys bounce',
    platform: 'Oracle Responsys',
    from: 'deals@e.sportsworld.com',
    envelopeFrom: 'bounce-1@bounce.rsys4.net',
    headers: {},
    links: [],
  },

  // Sendlane.
  {
    label: 'Sendlane shared',
    platform: 'Sendlane',
    from: 'hello@purebrew.coffee',
    headers: { 'DKIM-Signature': dkim('sendlane.com'), 'Return-Path': '<bounce@mail.sendlane.com>' },
    links: ['https://purebrew.sendlane.com/link/1'],
  },
  {
    label: 'Sendlane links',
    platform: 'Sendlane',
    from: 'news@vividskin.com',
    headers: { 'DKIM-Signature': dkim('vividskin.com') },
    links: ['https://track.sendlane.com/c/abc'],
  },
  { label: 'Sendlane bounce', platform: 'Sendlane', from: 'shop@tinyforest.com', envelopeFrom: 'b.1@sendlane.com', headers: {}, links: [] },

  // Campaign Monitor and Constant Contact.
  {
    label: 'Campaign Monitor',
    platform: 'Campaign Monitor',
    from: 'news@artgallery.org',
    headers: { 'DKIM-Signature': dkim('cmail20.com', 'cm'), 'Return-Path': '<bounce@cmail20.com>' },
    links: ['https://artgallery.createsend1.com/t/abc'],
  },
  {
    label: 'Campaign Monitor links',
    platform: 'Campaign Monitor',
    from: 'hello@choirhall.org',
    headers: {},
    links: ['https://choirhall.createsend1.com/t/y-l-abc'],
  },
  {
    label: 'Constant Contact',
    platform: 'Constant Contact',
    from: 'info@localbakery.com',
    headers: { 'DKIM-Signature': dkim('auth.ccsend.com'), 'Return-Path': '<bounce@in.constantcontact.com>' },
    links: ['https://r20.rs6.net/tn.jsp?f=abc'],
  },
  {
    label: 'Constant Contact bounce',
    platform: 'Constant Contact',
    from: 'news@townlibrary.org',
    envelopeFrom: 'x@ccsend.com',
    headers: {},
    links: ['https://r20.rs6.net/tn.jsp?f=1'],
  },

  // SendGrid alone.
  {
    label: 'SendGrid EID',
    platform: 'SendGrid',
    from: 'receipts@paybright.io',
    headers: { 'X-SG-EID': 'u001.abcdefg', 'X-SG-ID': 'abc', 'DKIM-Signature': dkim('paybright.io', 's1') },
    links: ['https://u1234.ct.sendgrid.net/ls/click?upn=a'],
  },
  {
    label: 'SendGrid shared DKIM',
    platform: 'SendGrid',
    from: 'hello@minttask.com',
    headers: { 'DKIM-Signature': dkim('sendgrid.info', 'smtpapi'), 'Return-Path': '<bounces+123-abc=inbox.test@sendgrid.net>' },
    links: [],
  },
  {
    label: 'SendGrid links only',
    platform: 'SendGrid',
    from: 'news@gardenly.app',
    headers: { 'DKIM-Signature': dkim('gardenly.app') },
    links: ['https://u987.ct.sendgrid.net/ls/click?upn=z'],
  },

  {
    label: 'SendGrid net DKIM',
    platform: 'SendGrid',
    from: 'alerts@statuspal.io',
    headers: { 'DKIM-Signature': dkim('em1234.sendgrid.net', 's1') },
    links: [],
  },

  // Mailgun.
  {
    label: 'Mailgun headers',
    platform: 'Mailgun',
    from: 'noreply@codeforge.dev',
    headers: { 'X-Mailgun-Sid': 'WyJhYmMiXQ==', 'X-Mailgun-Tag': 'welcome', 'DKIM-Signature': dkim('codeforge.dev', 'mx') },
    links: ['https://email.codeforge.dev/c/abc'],
  },
  {
    label: 'Mailgun shared',
    platform: 'Mailgun',
    from: 'hi@pixelnest.io',
    headers: {
      'DKIM-Signature': dkim('mailgun.org', 'mg'),
      'Return-Path': '<bounce+abc.123-hi=inbox.test@mailgun.org>',
      'Message-ID': id(6, 'mailgun.org'),
    },
    links: [],
  },
  {
    label: 'Mailgun variables',
    platform: 'Mailgun',
    from: 'team@scoreboard.gg',
    headers: { 'X-Mailgun-Variables': '{"campaign":"1"}' },
    links: [],
  },

  // Amazon SES.
  {
    label: 'SES outgoing',
    platform: 'Amazon SES',
    from: 'orders@shipfast.com',
    headers: {
      'X-SES-Outgoing': '2026.01.02-54.240.1.1',
      'Feedback-ID': '1.us-east-1.abc=:AmazonSES',
      'DKIM-Signature': dkim('amazonses.com', '224i4yxa5dv7c2xz3womw6peuasteono'),
      'Message-ID': id(7, 'email.amazonses.com'),
    },
    links: [],
  },
  {
    label: 'SES bounce and tracking',
    platform: 'Amazon SES',
    from: 'news@skylinerent.com',
    headers: { 'Return-Path': '<0100018c-abcd@amazonses.com>', 'DKIM-Signature': dkim('skylinerent.com') },
    links: ['https://abc.r.us-east-1.awstrack.me/L0/https:%2F%2Fskylinerent.com'],
  },
  {
    label: 'SES configuration set',
    platform: 'Amazon SES',
    from: 'hello@tidepool.app',
    headers: { 'X-SES-Configuration-Set': 'marketing' },
    links: [],
  },

  // Postmark.
  {
    label: 'Postmark message id',
    platform: 'Postmark',
    from: 'receipts@invoicely.com',
    headers: {
      'X-PM-Message-Id': '0a1b2c3d-4e5f',
      'DKIM-Signature': dkim('pm.mtasv.net', 'pm'),
      'Return-Path': '<pm_bounces@pm.mtasv.net>',
    },
    links: ['https://click.pstmrk.it/2s/abc'],
  },
  {
    label: 'Postmark links',
    platform: 'Postmark',
    from: 'hi@docsy.app',
    headers: { 'DKIM-Signature': dkim('docsy.app') },
    links: ['https://click.pstmrk.it/3s/xyz'],
  },
  {
    label: 'Postmark bounce',
    platform: 'Postmark',
    from: 'team@loopcal.com',
    envelopeFrom: 'pm_bounces@pm-bounces.loopcal.pm.mtasv.net',
    headers: {},
    links: [],
  },

  // SparkPost and Mandrill.
  {
    label: 'SparkPost',
    platform: 'SparkPost',
    from: 'news@streamline.tv',
    headers: {
      'DKIM-Signature': dkim('sparkpostmail.com', 'scph0220'),
      'Return-Path': '<msprvs1=abc=bounces-123@sparkpostmail.com>',
      'X-MSFBL': 'abc',
    },
    links: ['https://spgo.io/abc'],
  },
  {
    label: 'SparkPost bounce only',
    platform: 'SparkPost',
    from: 'hello@brightmeal.com',
    envelopeFrom: 'msprvs1=x=bounces-9@sparkpostmail.com',
    headers: {},
    links: [],
  },
  {
    label: 'Mandrill',
    platform: 'Mandrill',
    from: 'orders@cratejoy-like.com',
    headers: {
      'X-Mandrill-User': 'md_12345',
      'DKIM-Signature': dkim('mandrillapp.com', 'mandrill'),
      'Return-Path': '<bounce-md_123.abc@mandrillapp.com>',
    },
    links: ['https://mandrillapp.com/track/click/123'],
  },
  {
    label: 'Mandrill links',
    platform: 'Mandrill',
    from: 'hi@stitchbox.co',
    headers: { 'DKIM-Signature': dkim('mandrillapp.com', 'mte1') },
    links: [],
  },

  // No signal: brands sending from their own servers, personal mail, generic mailers.
  {
    label: 'own server',
    platform: null,
    from: 'news@oldtownbooks.com',
    headers: {
      'DKIM-Signature': dkim('oldtownbooks.com'),
      'Return-Path': '<bounce@oldtownbooks.com>',
      'Message-ID': id(8, 'mail.oldtownbooks.com'),
      'X-Mailer': 'PHPMailer 6.9.1',
    },
    links: ['https://oldtownbooks.com/new'],
  },
  {
    label: 'Outlook',
    platform: null,
    from: 'owner@familyfarm.net',
    headers: { 'X-Mailer': 'Microsoft Outlook 16.0', 'Message-ID': id(9, 'familyfarm.net') },
    links: [],
  },
  {
    label: 'Google Workspace',
    platform: null,
    from: 'hello@smalltown.co',
    headers: { 'DKIM-Signature': dkim('smalltown-co.20230601.gappssmtp.com', '20230601'), 'Message-ID': '<CAF=abc@mail.gmail.com>' },
    links: ['https://smalltown.co/'],
  },
  {
    label: 'own unsubscribe page',
    platform: null,
    from: 'news@bikeshed.org',
    headers: {
      'List-Unsubscribe': '<https://bikeshed.org/unsubscribe?u=1>, <mailto:unsubscribe@bikeshed.org>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    links: ['https://bikeshed.org/events'],
  },
  {
    label: 'a campaign header of its own',
    platform: null,
    from: 'deals@megamart.com',
    headers: { 'X-Campaign': 'spring-sale-2026', 'DKIM-Signature': dkim('megamart.com') },
    links: ['https://www.megamart.com/spring'],
  },
  { label: 'nothing at all', platform: null, from: 'a@b.example', headers: {}, links: [] },
  {
    label: 'lookalike domains',
    platform: null,
    from: 'hi@notklaviyomail.com',
    headers: { 'DKIM-Signature': dkim('notklaviyomail.com'), 'Return-Path': '<b@mcsv.network>' },
    links: ['https://sendgrid.net.example.org/x', 'https://attn.tv.example.com/'],
  },
  {
    label: 'weak signal alone',
    platform: null,
    from: 'hi@tinyshop.com',
    headers: { 'X-MSFBL': 'abc', 'DKIM-Signature': dkim('tinyshop.com') },
    links: [],
  },
];

/** The message as raw MIME (CRLF lines, an HTML body holding its links), as it would arrive. */
export function platformMessageRaw(message: PlatformMessage, to = 'inbox@tracker.test'): string {
  const lines = [
    ...Object.entries(message.headers).map(([key, value]) => `${key}: ${value}`),
    `From: Brand <${message.from}>`,
    `To: ${to}`,
    `Subject: ${message.label}`,
    'Date: Thu, 01 Jan 2026 12:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    '',
    `<html><body><p>${message.label}</p>${message.links.map((href) => `<a href="${href}">link</a>`).join(' ')}</body></html>`,
    '',
  ];
  return lines.join('\r\n');
}

/** The message's facts as detection reads them. */
export function platformMessageFacts(message: PlatformMessage): MessageFacts {
  return {
    headers: [
      ...Object.entries(message.headers).map(([key, value]) => ({ key, value })),
      { key: 'From', value: `Brand <${message.from}>` },
    ],
    html: `<p>${message.label}</p>${message.links.map((href) => `<a href="${href}">link</a>`).join(' ')}`,
    envelopeFrom: message.envelopeFrom ?? null,
  };
}
