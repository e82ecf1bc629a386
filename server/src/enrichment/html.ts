import { html as html5, parse, type DefaultTreeAdapterTypes } from 'parse5';

/** What a homepage says about its company, read from its markup. */
export type HomepageMetadata = {
  name?: string;
  description?: string;
  /** Absolute http(s) URL of the best icon or logo. */
  logoUrl?: string;
  /** The `<meta name="generator">` value, which names many site builders. */
  generator?: string;
  /** Every external script's absolute URL, in document order. */
  scriptSrcs: string[];
};

type Tag = { name: string; attributes: Map<string, string> };

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

// Title parts that name the page rather than the company.
const GENERIC_TITLE =
  /^(?:home|home ?page|welcome|index|main|start|official (?:web ?)?site|official (?:online )?(?:store|shop)|online (?:store|shop)|shop(?: online)?|store)$/i;

const isElement = (node: Node): node is Element => 'tagName' in node;

/**
 * Every element in document order. A template's content is a separate fragment that the walk does
 * not enter, and script and style bodies are text, so markup quoted inside them is not read.
 */
function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '')).join('');
}

/** The parser has already decoded character references and kept the first of repeated attributes. */
function attributesOf(element: Element): Map<string, string> {
  return new Map(element.attrs.filter((a) => !a.prefix).map((a) => [a.name, a.value]));
}

function collapse(text: string | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim();
  return clean ? clean : undefined;
}

function resolveHttpUrl(href: string | undefined, base: string): URL | undefined {
  if (!href?.trim()) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The company's name from a page title: site-name part kept, `Home`, `Welcome to` and taglines dropped. */
export function cleanTitle(title: string, domain?: string): string | undefined {
  const parts = title
    .split(/\s*[|·•»]\s*|\s+[-–—~/]\s+|:\s+/)
    .map((part) => part.replace(/^welcome to (?:the )?/i, '').trim())
    .filter((part) => part && !GENERIC_TITLE.test(part));
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const brand = domain ? key(domain.split('.')[0] ?? '') : '';
  if (brand.length >= 3) {
    const exact = parts.find((part) => key(part) === brand);
    const close = parts.find((part) => key(part).includes(brand) || (key(part).length >= 3 && brand.includes(key(part))));
    if (exact ?? close) return exact ?? close;
  }
  return parts[0];
}

function iconSize(attributes: Map<string, string>, fallback: number): number {
  const sizes = attributes.get('sizes')?.toLowerCase() ?? '';
  if (sizes.includes('any') || attributes.get('type') === 'image/svg+xml' || /\.svg(?:$|[?#])/i.test(attributes.get('href') ?? ''))
    return 512;
  const found = [...sizes.matchAll(/(\d+)x(\d+)/g)].map((m) => Math.min(Number(m[1]), Number(m[2])));
  return found.length ? Math.max(...found) : fallback;
}

/** Reads name, description, logo, generator and script URLs from a homepage's HTML. */
export function readHomepage(html: string, pageUrl: string, options: { domain?: string } = {}): HomepageMetadata {
  const document = parse(html);
  const all = [...elements(document)];
  const scriptSrcs: string[] = [];
  for (const element of all) {
    if (element.tagName !== 'script') continue;
    const url = resolveHttpUrl(attributesOf(element).get('src'), pageUrl);
    if (url) scriptSrcs.push(url.href);
  }
  const tags: Tag[] = all
    .filter((element) => ['meta', 'link', 'base'].includes(element.tagName))
    .map((element) => ({ name: element.tagName, attributes: attributesOf(element) }));

  const baseHref = tags.find((t) => t.name === 'base' && t.attributes.has('href'))?.attributes.get('href');
  const base = resolveHttpUrl(baseHref, pageUrl)?.href ?? pageUrl;

  const meta = new Map<string, string>();
  for (const tag of tags) {
    if (tag.name !== 'meta') continue;
    const key = (tag.attributes.get('property') ?? tag.attributes.get('name') ?? tag.attributes.get('itemprop'))?.toLowerCase().trim();
    const content = collapse(tag.attributes.get('content'));
    if (key && content && !meta.has(key)) meta.set(key, content);
  }

  // The head's title, else the first anywhere; a title's text is never markup, but tags typed into it are dropped.
  const titles = all.filter((element) => element.tagName === 'title' && element.namespaceURI === html5.NS.HTML);
  const titleElement =
    titles.find((element) => element.parentNode && isElement(element.parentNode) && element.parentNode.tagName === 'head') ?? titles[0];
  const title = collapse(titleElement ? textOf(titleElement).replace(/<[^>]*>/g, '') : undefined);

  const siteName = [meta.get('og:site_name'), meta.get('application-name')].find((n) => n && !GENERIC_TITLE.test(n));
  const name = siteName ?? (title ? cleanTitle(title, options.domain) : undefined);
  const description = meta.get('description') ?? meta.get('og:description') ?? meta.get('twitter:description');

  const result: HomepageMetadata = { scriptSrcs };
  if (name) result.name = name;
  if (description) result.description = description;
  const logoUrl = bestLogo(tags, meta, base);
  if (logoUrl) result.logoUrl = logoUrl;
  const generator = meta.get('generator');
  if (generator) result.generator = generator;
  return result;
}

/** apple-touch-icon first, then the largest icon, then og:image; https preferred within each. */
function bestLogo(tags: Tag[], meta: Map<string, string>, base: string): string | undefined {
  const candidates: Array<{ url: URL; tier: number; size: number; order: number }> = [];
  tags.forEach((tag, order) => {
    if (tag.name !== 'link') return;
    const rels = (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const url = resolveHttpUrl(tag.attributes.get('href'), base);
    if (!url) return;
    if (rels.includes('apple-touch-icon') || rels.includes('apple-touch-icon-precomposed')) {
      candidates.push({ url, tier: 0, size: iconSize(tag.attributes, 180), order });
    } else if (rels.includes('icon')) {
      candidates.push({ url, tier: 1, size: iconSize(tag.attributes, 16), order });
    }
  });
  for (const key of ['og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image']) {
    const url = resolveHttpUrl(meta.get(key), base);
    if (url) candidates.push({ url, tier: 2, size: 0, order: candidates.length });
  }
  const https = (url: URL) => (url.protocol === 'https:' ? 0 : 1);
  candidates.sort((a, b) => a.tier - b.tier || https(a.url) - https(b.url) || b.size - a.size || a.order - b.order);
  return candidates[0]?.url.href;
}
