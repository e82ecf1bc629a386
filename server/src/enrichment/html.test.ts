import { describe, expect, it } from 'vitest';
import { cleanTitle, readHomepage } from './html';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('reading a homepage', () => {
  it('prefers og:site_name, then application-name, then the cleaned title', () => {
    expect(
      readHomepage(page('<title>Shop | Acme</title><meta property="og:site_name" content="Acme Outdoors">'), 'https://acme.com/').name,
    ).toBe('Acme Outdoors');
    expect(
      readHomepage(page('<title>Shop | Acme</title><meta name="application-name" content="Acme App">'), 'https://acme.com/').name,
    ).toBe('Acme App');
    expect(readHomepage(page('<title>Acme Outdoors | Home</title>'), 'https://acme.com/', { domain: 'acme.com' }).name).toBe(
      'Acme Outdoors',
    );
  });

  it('reads attributes in any order, case and quoting, with entities decoded', () => {
    const html = page(`
      <META CONTENT='Boots &amp; jackets for &quot;real&quot; weather &#8212; since 1990&#39;s' NAME=Description>
      <meta content="Tom&#x27;s Tackle" property=og:site_name />`);
    const result = readHomepage(html, 'https://toms.com/');
    expect(result.description).toBe('Boots & jackets for "real" weather — since 1990\'s');
    expect(result.name).toBe("Tom's Tackle");
  });

  it('falls back from meta description to og:description', () => {
    expect(readHomepage(page('<meta property="og:description" content="  Social   text ">'), 'https://a.com/').description).toBe(
      'Social text',
    );
  });

  it('ignores markup quoted inside scripts, styles, templates and comments', () => {
    const html = page(`
      <!-- <meta name="description" content="commented out"> -->
      <script>document.write('<meta name="description" content="from a script">')</script>
      <style>/* <meta name="description" content="from a style"> */</style>
      <template><meta name="description" content="from a template"></template>
      <meta name="description" content="The real one">`);
    expect(readHomepage(html, 'https://a.com/').description).toBe('The real one');
  });

  it('keeps a > inside a quoted attribute value', () => {
    expect(readHomepage(page('<meta name="description" content="a > b, always">'), 'https://a.com/').description).toBe('a > b, always');
  });

  it('picks the largest apple-touch-icon over other icons and og:image, as an absolute URL', () => {
    const html = page(`
      <meta property="og:image" content="https://cdn.acme.com/social.jpg">
      <link rel="icon" href="/favicon-32.png" sizes="32x32">
      <link rel="apple-touch-icon" href="/touch-120.png" sizes="120x120">
      <link sizes="180x180" href="/touch-180.png" rel="apple-touch-icon">`);
    expect(readHomepage(html, 'https://acme.com/en/').logoUrl).toBe('https://acme.com/touch-180.png');
  });

  it('picks the largest icon when there is no apple-touch-icon, resolving against <base>', () => {
    const html = page(`
      <base href="https://static.acme.com/assets/">
      <link rel="shortcut icon" href="favicon.ico">
      <link rel="icon" type="image/png" href="icon-192.png" sizes="192x192">
      <link rel="icon" type="image/png" href="icon-32.png" sizes="32x32">`);
    expect(readHomepage(html, 'https://acme.com/').logoUrl).toBe('https://static.acme.com/assets/icon-192.png');
  });

  it('uses og:image when no icon is declared and prefers https', () => {
    expect(readHomepage(page('<meta property="og:image" content="//cdn.acme.com/logo.png">'), 'https://acme.com/').logoUrl).toBe(
      'https://cdn.acme.com/logo.png',
    );
    const mixed = page(
      '<link rel="icon" href="http://cdn.acme.com/big.png" sizes="256x256"><link rel="icon" href="https://cdn.acme.com/small.png" sizes="64x64">',
    );
    expect(readHomepage(mixed, 'http://acme.com/').logoUrl).toBe('https://cdn.acme.com/small.png');
  });

  it('never offers a data: or javascript: URL as the logo', () => {
    const html = page('<link rel="icon" href="data:image/png;base64,AAAA"><link rel="apple-touch-icon" href="javascript:alert(1)">');
    expect(readHomepage(html, 'https://acme.com/').logoUrl).toBeUndefined();
  });

  it('lists external scripts as absolute URLs and reads the generator', () => {
    const html = page(
      '<meta name="generator" content="WordPress 6.5"><script src="/wp-includes/js/jquery.js"></script><script async src="https://js.stripe.com/v3/"></script><script>var inline = 1;</script>',
    );
    const result = readHomepage(html, 'https://blog.acme.com/');
    expect(result.scriptSrcs).toEqual(['https://blog.acme.com/wp-includes/js/jquery.js', 'https://js.stripe.com/v3/']);
    expect(result.generator).toBe('WordPress 6.5');
  });

  it('reads the page title, not the title of an inline SVG, and drops tags typed into it', () => {
    const html = page('<title>Acme <b>Outdoors</b></title>', '<svg><title>Search icon</title></svg>');
    expect(readHomepage(html, 'https://acme.com/').name).toBe('Acme Outdoors');
    expect(readHomepage(page('', '<svg><title>Search icon</title></svg>'), 'https://acme.com/').name).toBeUndefined();
  });

  it('returns nothing it cannot find', () => {
    expect(readHomepage('<html><body>hello</body></html>', 'https://a.com/')).toEqual({ scriptSrcs: [] });
  });
});

describe('cleaning a title into a company name', () => {
  it.each([
    ['Acme | Home', 'acme.com', 'Acme'],
    ['Home - Acme', 'acme.com', 'Acme'],
    ['Welcome to Acme Outdoors', 'acmeoutdoors.com', 'Acme Outdoors'],
    ['Boots, Jackets & Gear – Acme', 'acme.com', 'Acme'],
    ['Acme: Official Site', 'acme.com', 'Acme'],
    ['Coca-Cola', 'coca-cola.com', 'Coca-Cola'],
    ['Summer Sale | Nordic Knits', 'nk.com', 'Summer Sale'],
    ['Home', 'acme.com', undefined],
  ])('%j on %s is %j', (title, domain, expected) => {
    expect(cleanTitle(title, domain)).toBe(expected);
  });
});

describe('decoding entities', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    const text = 'a &amp; b &lt;c&gt; &#39;d&#39; &#x201C;e&#x201D; &unknown; &#0;';
    const decoded = "a & b <c> 'd' “e” &unknown; \ufffd";
    expect(readHomepage(page(`<meta name="description" content="${text}">`), 'https://a.com/').description).toBe(decoded);
    expect(readHomepage(page('<title>Tom&#39;s &amp; Jerry&#x2019;s &unknown;</title>'), 'https://a.com/').name).toBe(
      "Tom's & Jerry’s &unknown;",
    );
  });
});
