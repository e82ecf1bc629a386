/** An image carried inside a message, referenced from its HTML as `cid:{cid}`. */
export type InlineImage = { cid: string; mimeType: string; bytes: Buffer };

export type MimeMessage = {
  fromName: string;
  fromAddress: string;
  to: string;
  subject: string;
  date: Date;
  text?: string;
  html?: string;
  images?: InlineImage[];
  /** A fixed boundary stem, so the same input gives the same bytes. */
  boundary: string;
  /** Headers the sending platform added (DKIM, Return-Path, List-Unsubscribe ...). */
  extraHeaders?: ReadonlyArray<{ key: string; value: string }>;
};

/** RFC 2047 encoded-word for header text beyond ASCII. */
const headerText = (text: string) => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);
const base64Lines = (bytes: Buffer) => bytes.toString('base64').replace(/.{76}(?=.)/g, '$&\r\n');

/** The message's own headers, decoded (as a reader shows them). */
export function messageHeaders(m: MimeMessage): Array<{ key: string; value: string }> {
  return [
    { key: 'From', value: `${m.fromName} <${m.fromAddress}>` },
    { key: 'To', value: m.to },
    { key: 'Subject', value: m.subject },
    { key: 'Date', value: m.date.toUTCString().replace('GMT', '+0000') },
    { key: 'Message-ID', value: `<${m.boundary}@${m.fromAddress.split('@')[1] ?? 'mail.example'}>` },
    ...(m.extraHeaders ?? []),
    { key: 'MIME-Version', value: '1.0' },
  ];
}

function encodedHeader(key: string, value: string): string {
  if (key !== 'From') return headerText(value);
  const at = value.lastIndexOf(' <');
  return `${headerText(value.slice(0, at))}${value.slice(at)}`;
}

function part(contentType: string, body: string): string {
  return `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(Buffer.from(body))}`;
}

/**
 * A raw MIME message as a mailbox receives it: text and HTML as multipart/alternative, inline
 * images beside the HTML in multipart/related. Used by the demo data and by tests.
 */
export function buildMimeMessage(m: MimeMessage): string {
  const headers = messageHeaders(m).map(
    ({ key, value }) => `${key}: ${key === 'Subject' || key === 'From' ? encodedHeader(key, value) : value}`,
  );
  const alternatives = [
    m.text === undefined ? null : part('text/plain', m.text),
    m.html === undefined ? null : part('text/html', m.html),
  ].filter((p): p is string => p !== null);
  const alt = `${m.boundary}-alt`;
  let body =
    alternatives.length === 1
      ? alternatives[0]!
      : `Content-Type: multipart/alternative; boundary="${alt}"\r\n\r\n${alternatives.map((p) => `--${alt}\r\n${p}\r\n`).join('')}--${alt}--\r\n`;
  if (m.images?.length) {
    const rel = `${m.boundary}-rel`;
    const images = m.images.map(
      (i) =>
        `--${rel}\r\nContent-Type: ${i.mimeType}\r\nContent-Transfer-Encoding: base64\r\nContent-ID: <${i.cid}>\r\nContent-Disposition: inline\r\n\r\n${base64Lines(i.bytes)}\r\n`,
    );
    body = `Content-Type: multipart/related; boundary="${rel}"\r\n\r\n--${rel}\r\n${body}\r\n${images.join('')}--${rel}--\r\n`;
  }
  return `${headers.join('\r\n')}\r\n${body}`;
}

const ONE_PIXEL_FRAME = [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff];
const GRAPHIC_CONTROL = [0x21, 0xf9, 0x04, 0x00, 0x32, 0x00, 0x00, 0x00];

/** A 1×1 GIF of two frames, looping: an animated GIF. */
export const ANIMATED_GIF = Buffer.from([
  ...GIF_HEAD,
  ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 0x03, 0x01, 0x00, 0x00, 0x00],
  ...GRAPHIC_CONTROL,
  ...ONE_PIXEL_FRAME,
  ...GRAPHIC_CONTROL,
  ...ONE_PIXEL_FRAME,
  0x3b,
]);

/** A 1×1 GIF of one frame. */
export const STILL_GIF = Buffer.from([...GIF_HEAD, ...GRAPHIC_CONTROL, ...ONE_PIXEL_FRAME, 0x3b]);

/** A 1×1 PNG. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
