/** At most this many fields are read from a form; a provider's sends a dozen or two. */
const MAX_FIELDS = 100;

/** The fields of a `multipart/form-data` or `application/x-www-form-urlencoded` body, as bytes; a repeated name keeps its first value. */
export function formFields(body: Buffer, contentType: string): Map<string, Buffer> {
  const fields = new Map<string, Buffer>();
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) {
      if (fields.size >= MAX_FIELDS) break;
      if (!fields.has(name)) fields.set(name, Buffer.from(value, 'utf8'));
    }
    return fields;
  }
  const boundary = /boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType);
  if (!boundary) return fields;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1 && fields.size < MAX_FIELDS) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /content-disposition:[^\r\n]*?\bname="([^"]*)"/i.exec(headers)?.[1];
      // The part's content ends before the CRLF that precedes the next delimiter.
      const content = part.subarray(headerEnd + 4, part.length - 2);
      if (name !== undefined && !fields.has(name)) fields.set(name, Buffer.from(content));
    }
    start = next;
  }
  return fields;
}
