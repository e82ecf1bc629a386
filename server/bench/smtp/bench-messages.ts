/** A brand's marketing message as it arrives: HTML in tables with inline styles, 30–80 KB. */

const BRANDS = ['Juniper & Co', 'Maple Outfitters', 'Harbor Coffee', 'Fern Skincare', 'Atlas Running', 'Willow Home'];
const WORDS =
  'spring sale new arrivals limited offer free shipping members only bestsellers back in stock last chance weekend exclusive discount'.split(
    ' ',
  );

/** Deterministic numbers, so every run sends the same mail. */
function numbers(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

function productBlock(random: () => number, index: number, brand: string): string {
  const word = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const price = (10 + random() * 190).toFixed(2);
  const slug = `${word()}-${index}`.replace(/\s+/g, '-');
  return [
    '<tr>',
    '<td class="product" style="padding:16px 24px;border-bottom:1px solid #eeeeee;font-family:Helvetica,Arial,sans-serif;">',
    `<a href="https://shop.${brand.toLowerCase().replace(/[^a-z]+/g, '')}.example/products/${slug}?utm_source=email&amp;utm_medium=newsletter&amp;utm_campaign=spring">`,
    `<img src="https://cdn.brand.example/images/${slug}-${Math.floor(random() * 1e6)}.jpg" width="552" height="368" alt="${word()} ${word()}"`,
    ' style="display:block;width:100%;max-width:552px;height:auto;border:0;" /></a>',
    `<h2 style="margin:12px 0 4px;font-size:20px;line-height:26px;color:#222222;">The ${word()} ${word()} edit, no. ${index}</h2>`,
    `<p style="margin:0 0 8px;font-size:15px;line-height:22px;color:#555555;">${Array.from({ length: 30 + Math.floor(random() * 30) }, word).join(' ')}.</p>`,
    `<p style="margin:0;font-size:17px;font-weight:bold;color:#222222;">$${price}</p>`,
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>',
    '<td style="border-radius:4px;background:#1a73e8;padding:10px 20px;">',
    `<a href="https://shop.brand.example/cart/add/${slug}" style="color:#ffffff;text-decoration:none;font-weight:bold;">Shop now</a>`,
    '</td></tr></table>',
    '</td>',
    '</tr>',
  ].join('\r\n');
}

/** The HTML of the `n`th message: 30–80 KB, each different. */
function benchHtml(n: number): { brand: string; html: string } {
  const random = numbers(n * 7919 + 17);
  const brand = BRANDS[n % BRANDS.length]!;
  const target = 30_000 + Math.floor(random() * 50_000);
  const head = [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${brand}</title><style>@media (max-width:600px){.product{padding:12px !important}}</style></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;">',
    `<div style="display:none;max-height:0;overflow:hidden;">${brand}: this week only, for you</div>`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f4;"><tr><td align="center">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">',
  ].join('\r\n');
  const foot = [
    '<tr><td style="padding:24px;font-size:12px;color:#999999;font-family:Helvetica,Arial,sans-serif;">',
    `You are receiving this because you signed up at ${brand}. <a href="https://brand.example/unsubscribe?u=${n}">Unsubscribe</a>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('\r\n');
  const blocks: string[] = [];
  let size = head.length + foot.length;
  for (let index = 1; size < target; index++) {
    const block = productBlock(random, index, brand);
    blocks.push(block);
    size += block.length + 2;
  }
  return { brand, html: [head, ...blocks, foot].join('\r\n') };
}

/** Distinct bodies the messages cycle through, made once: the senders' own work stays small beside the server's. */
const POOL = 40;
const pool = new Map<number, { brand: string; html: string }>();

function pooledHtml(n: number): { brand: string; html: string } {
  const key = n % POOL;
  let made = pool.get(key);
  if (!made) {
    made = benchHtml(key);
    pool.set(key, made);
  }
  return made;
}

/**
 * The `n`th message as sent after DATA: headers, a unique Message-ID (a store keeps one email per
 * Message-ID and inbox), CRLF lines, dot-stuffed and ended with the lone dot.
 */
export function benchMessage(n: number, from: string, to: string, runId: string): Buffer {
  const { brand, html } = pooledHtml(n);
  const headers = [
    `From: ${brand} <${from}>`,
    `To: <${to}>`,
    `Subject: ${brand}: the spring edit, message ${n}`,
    `Message-ID: <bench-${runId}-${n}@brand.example>`,
    'Date: Sat, 28 Nov 2026 12:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = `${headers.join('\r\n')}\r\n\r\n${html}`.replace(/^\./gm, '..');
  return Buffer.from(`${body}\r\n.\r\n`);
}
