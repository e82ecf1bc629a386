/** A message nested `depth` multiparts deep, past the inbound limit: kept raw and failed when processed. */
export function deeplyNestedMessage(to: string, depth: number): Buffer {
  let body = 'Content-Type: text/plain\r\n\r\nhello\r\n';
  for (let i = depth; i > 0; i--) body = `Content-Type: multipart/mixed; boundary="n${i}"\r\n\r\n--n${i}\r\n${body}--n${i}--\r\n`;
  return Buffer.from(
    `From: bulk@spam.example\r\nTo: ${to}\r\nSubject: nested\r\nMessage-ID: <nested-${depth}@spam.example>\r\nMIME-Version: 1.0\r\n${body}`,
  );
}
