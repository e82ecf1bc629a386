import type { RenderedEmail } from '@tracker/core';
import PostalMime, { decodeWords, type Attachment } from 'postal-mime';
import { htmlToText } from './html-text';

const VIEWPORT_META = /<meta\b[^>]*\bname\s*=\s*["']?viewport\b/i;
const MEDIA_QUERY = /@media\b[^{]*\(\s*(max|min)-(device-)?width/i;
const IMG_SRC = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const CID_REF = /cid:([^"'\s)>]+)/gi;
const HIDDEN_BLOCK = /<(div|span|p|td)\b[^>]*style\s*=\s*["'][^"']*display\s*:\s*none[^"']*["'][^>]*>([\s\S]*?)<\/\1>/i;

function bytesOf(content: Attachment['content']): Uint8Array {
  if (typeof content === 'string') return Buffer.from(content, 'base64');
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

/**
 * Whether a GIF has more than one frame: each frame of an animation carries a graphic control
 * extension (0x21 0xF9 0x04), and looping ones a NETSCAPE2.0 application block.
 */
export function isAnimatedGif(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, 3).toString('latin1') !== 'GIF') return false;
  if (buffer.includes('NETSCAPE2.0', 0, 'latin1')) return true;
  let frames = 0;
  for (let i = buffer.indexOf(0x21); i !== -1 && i < buffer.length - 2; i = buffer.indexOf(0x21, i + 1)) {
    if (buffer[i + 1] === 0xf9 && buffer[i + 2] === 0x04 && ++frames > 1) return true;
  }
  return false;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const countWords = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

/** The preheader: the hidden preview text most templates open with, else the first line of the text. */
function preheaderOf(html: string | null, text: string | null): string | null {
  const hidden = html?.match(HIDDEN_BLOCK)?.[2];
  const fromHidden = hidden ? htmlToText(hidden).replace(/\s+/g, ' ').trim() : '';
  if (fromHidden) return fromHidden.slice(0, 200);
  const firstLine = text
    ?.split('\n')
    .find((line) => line.trim())
    ?.trim();
  return firstLine ? firstLine.slice(0, 200) : null;
}

/** What a message is made of, as a MIME parser reads it (or a builder knows it). */
export type EmailParts = {
  headers: Array<{ key: string; value: string }>;
  subject: string | undefined;
  fromName: string | undefined;
  fromAddress: string | undefined;
  date: string | undefined;
  html: string | undefined;
  text: string | undefined;
  images: Array<{ contentId: string | undefined; filename: string | null; mimeType: string; bytes: Uint8Array }>;
};

type PartImage = EmailParts['images'][number];
const cidOf = (image: PartImage) => (image.contentId ?? '').replace(/^<|>$/g, '');

/**
 * The rendered email: subject, sender, date, the text and HTML parts, preheader, images, animated
 * (an animated GIF among the message's images) and mobile-optimized (a viewport meta tag or width
 * media queries), and a word count. Inline images (`cid:`) become data: URLs, so the raw view shows
 * them without loading anything; remote images are listed but never fetched (a fetch would tell
 * the sender the inbox opened the email).
 */
export function renderEmail(parts: EmailParts): RenderedEmail {
  const images = parts.images.filter((a) => a.mimeType.startsWith('image/'));
  const byCid = new Map(images.filter((a) => cidOf(a)).map((a) => [cidOf(a), a] as const));
  const animatedOf = (a: PartImage) => a.mimeType === 'image/gif' && isAnimatedGif(a.bytes);
  const dataUrl = (a: PartImage) => `data:${a.mimeType};base64,${Buffer.from(a.bytes).toString('base64')}`;

  const html = parts.html
    ? parts.html.replace(CID_REF, (match, cid: string) => {
        const image = byCid.get(cid);
        return image ? dataUrl(image) : match;
      })
    : null;
  const text = parts.text?.trim() ? parts.text : html ? htmlToText(html) : null;

  const sources = parts.html ? [...parts.html.matchAll(IMG_SRC)].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3] ?? '')) : [];
  const listed = sources.map((src) => {
    const cid = /^cid:(.+)$/i.exec(src)?.[1];
    const image = cid ? byCid.get(cid) : undefined;
    return { src: image ? `cid:${cid}` : src, animated: image ? animatedOf(image) : false };
  });
  const referenced = new Set(sources.map((src) => src.toLowerCase()));
  const unreferenced = images
    .filter((a) => !cidOf(a) || !referenced.has(`cid:${cidOf(a)}`.toLowerCase()))
    .map((a) => ({ src: a.filename ?? a.mimeType, animated: animatedOf(a) }));
  const allImages = [...listed, ...unreferenced];

  const date = parts.date ? new Date(parts.date) : null;
  return {
    headers: parts.headers,
    subject: parts.subject ?? '',
    from_name: parts.fromName || null,
    from_address: parts.fromAddress || null,
    sent_at: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
    text,
    html,
    preheader: preheaderOf(html, text),
    images: allImages,
    animated: allImages.some((i) => i.animated),
    mobile_optimized: html ? VIEWPORT_META.test(html) || MEDIA_QUERY.test(html) : false,
    word_count: countWords(text ?? ''),
  };
}

/**
 * What a message may hold before it is refused: MIME nesting, header bytes (all parts together),
 * parts, and the decoded size of its bodies and attachments together.
 */
export type MessageLimits = { nestingDepth: number; headerBytes: number; parts: number; decodedBytes: number };

/** Limits for mail from anyone: generous for real newsletters, far below what would hurt the process. */
export const INBOUND_LIMITS: MessageLimits = { nestingDepth: 20, headerBytes: 256 * 1024, parts: 250, decodedBytes: 64 * 1024 * 1024 };

/** A message broke a limit or could not be read; the message says which and how. */
export class UnreadableMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableMessageError';
  }
}

/**
 * Parses a raw MIME message (postal-mime) within `limits` and renders it; a message without sender,
 * subject or date is refused, and so is one past a limit or that the parser cannot read.
 */
export async function processRawEmail(raw: Buffer | string, limits: MessageLimits = INBOUND_LIMITS): Promise<RenderedEmail> {
  let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    parsed = await PostalMime.parse(raw, {
      attachmentEncoding: 'arraybuffer',
      maxNestingDepth: limits.nestingDepth,
      maxHeadersSize: limits.headerBytes,
      maxRfc822NestingDepth: Math.min(limits.nestingDepth, 3),
    });
  } catch (error) {
    throw new UnreadableMessageError(`the message cannot be parsed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed.attachments.length > limits.parts) {
    throw new UnreadableMessageError(`the message has ${parsed.attachments.length} parts, more than the ${limits.parts} allowed`);
  }
  const decoded =
    Buffer.byteLength(parsed.html ?? '') +
    Buffer.byteLength(parsed.text ?? '') +
    parsed.attachments.reduce((sum, a) => sum + (typeof a.content === 'string' ? a.content.length : a.content.byteLength), 0);
  if (decoded > limits.decodedBytes) {
    throw new UnreadableMessageError(`the message decodes to ${decoded} bytes, more than the ${limits.decodedBytes} allowed`);
  }
  if (!parsed.from && !parsed.subject && !parsed.date) throw new UnreadableMessageError('the raw message has no sender, subject or date');
  const from = parsed.from && 'address' in parsed.from && parsed.from.address ? parsed.from : null;
  return renderEmail({
    headers: parsed.headers.map((h) => ({ key: h.originalKey, value: decodeWords(h.value) })),
    subject: parsed.subject,
    fromName: from?.name,
    fromAddress: from?.address,
    date: parsed.date,
    html: parsed.html,
    text: parsed.text,
    images: parsed.attachments.map((a) => ({
      contentId: a.contentId,
      filename: a.filename,
      mimeType: a.mimeType,
      bytes: bytesOf(a.content),
    })),
  });
}
