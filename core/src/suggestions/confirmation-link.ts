const HREF = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a>/gi;
const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/gi;
const CONFIRM_WORDS = /\b(confirm|verify|activate|validate|opt-?in)\b/i;
const NOT_CONFIRM = /\b(unsubscribe|preferences|privacy|view (it )?in (your )?browser)\b/i;

const decode = (href: string) => href.replace(/&amp;/g, '&').trim();
const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/**
 * The link a double opt-in email asks its reader to follow: the first http(s) link whose text or
 * address says confirm, verify, activate or opt in (never an unsubscribe or preferences link); from
 * the HTML when there is one, else from the text. Null when none looks like one.
 */
export function confirmationLinkOf(html: string | null, text: string | null): string | null {
  for (const match of (html ?? '').matchAll(HREF)) {
    const href = decode(match[1] ?? match[2] ?? '');
    const label = stripTags(match[3] ?? '');
    if (!/^https?:\/\//i.test(href) || NOT_CONFIRM.test(label) || /unsubscribe/i.test(href)) continue;
    if (CONFIRM_WORDS.test(label) || CONFIRM_WORDS.test(href)) return href.slice(0, 2000);
  }
  const lines = (text ?? '').split('\n');
  for (const [i, line] of lines.entries()) {
    for (const url of line.match(URL_IN_TEXT) ?? []) {
      if (/unsubscribe/i.test(url)) continue;
      const near = `${lines[i - 1] ?? ''} ${line}`;
      if ((CONFIRM_WORDS.test(near) && !NOT_CONFIRM.test(near)) || CONFIRM_WORDS.test(url)) return url.slice(0, 2000);
    }
  }
  return null;
}
