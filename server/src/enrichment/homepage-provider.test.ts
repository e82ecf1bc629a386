import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHomepageProvider } from './homepage-provider';
import { failure, startLocalServer, stubResolver, type LocalServer } from '../testing/enrichment-test-support';

const BRAND_HOMEPAGE = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Home | Nordic Knits</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="description" content="Hand-made wool sweaters &amp; scarves from Norway&#39;s fjords.">
  <meta property="og:description" content="Shop Nordic Knits">
  <meta property="og:image" content="https://cdn.shopify.com/s/files/1/0001/social-card.jpg">
  <link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png">
  <link rel="apple-touch-icon" sizes="180x180" href="https://cdn.shopify.com/s/files/1/0001/apple-touch-icon.png">
  <link rel="stylesheet" href="//cdn.shopify.com/s/files/1/0001/t/1/assets/theme.css">
  <script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=NkAbC1"></script>
  <script async src="https://www.googletagmanager.com/gtag/js?id=G-NK12345678"></script>
  <script>
    window.dataLayer = window.dataLayer || [];
    function gtag(){dataLayer.push(arguments);}
    gtag('js', new Date());
    gtag('config', 'G-NK12345678');
  </script>
  <script>
    !function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){};t=b.createElement(e);t.async=!0;
    t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script',
    'https://connect.facebook.net/en_US/fbevents.js');
    fbq('init', '998877665544');
    fbq('track', 'PageView');
  </script>
</head>
<body>
  <header><svg><title>Cart</title></svg><a href="/">Nordic Knits</a></header>
  <main><h1>Warm by design</h1></main>
</body>
</html>`;

let server: LocalServer;

beforeAll(async () => {
  // One server, many sites: it answers by the Host header, as a shared host would.
  server = await startLocalServer((req, res) => {
    const site = (req.headers.host ?? '').split(':')[0];
    if (site === 'nordicknits.test' && req.url === '/') {
      res.writeHead(301, { location: '/en-us/?utm_source=root' });
      return res.end();
    }
    if (site === 'nordicknits.test' && req.url?.startsWith('/en-us/')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'x-shopid': '55512345',
        'powered-by': 'Shopify',
        'set-cookie': ['_shopify_y=abc123; Path=/; Max-Age=31536000', 'localization=US; Path=/'],
      });
      return res.end(BRAND_HOMEPAGE);
    }
    if (site === 'gone.test') {
      res.writeHead(404, 'Not Found', { 'content-type': 'text/html' });
      return res.end('<h1>Not here</h1>');
    }
    if (site === 'feed.test') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"not":"a page"}');
    }
    // Never answers: only the provider's timeout ends the wait (closing the server drops the request).
    if (site === 'slow.test') return;
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html><head><title>Plain Site</title></head></html>');
  });
});

afterAll(() => server.close());

const resolver = stubResolver({
  addresses: {
    'nordicknits.test': ['127.0.0.1'],
    'gone.test': ['127.0.0.1'],
    'feed.test': ['127.0.0.1'],
    'slow.test': ['127.0.0.1'],
    'plain.test': ['127.0.0.1'],
  },
  mx: { 'nordicknits.test': ['aspmx.l.google.com', 'alt1.aspmx.l.google.com'] },
  txt: {
    'nordicknits.test': [
      ['google-site-verification=abc'],
      ['v=spf1 include:sendgrid.net ', 'include:_spf.google.com include:_spf.nordicknits.test ~all'],
    ],
    '_spf.nordicknits.test': [['v=spf1 include:servers.mcsv.net -all']],
  },
});

const localProvider = (overrides: Parameters<typeof createHomepageProvider>[0] = {}) =>
  createHomepageProvider({
    resolver,
    allowPrivateNetworks: true,
    homepageUrls: (domain) => [`http://${domain}:${server.port}/`],
    ...overrides,
  });

describe('enriching a company from its homepage', () => {
  it("reads a brand's name, description, logo, technologies and tags", async () => {
    const result = await localProvider().enrich('https://www.NordicKnits.test/collections/sweaters');

    expect(result).toEqual({
      domain: 'nordicknits.test',
      name: 'Nordic Knits',
      description: "Hand-made wool sweaters & scarves from Norway's fjords.",
      logoUrl: 'https://cdn.shopify.com/s/files/1/0001/apple-touch-icon.png',
      url: `http://nordicknits.test:${server.port}/en-us/`,
      technologies: [
        { name: 'Klaviyo', type: 'esp', evidence: 'script https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=NkAbC1' },
        { name: 'Mailchimp', type: 'esp', evidence: 'SPF include:servers.mcsv.net' },
        { name: 'SendGrid', type: 'smtpaas', evidence: 'SPF include:sendgrid.net' },
        { name: 'Google Workspace', type: 'smtpaas', evidence: 'MX aspmx.l.google.com' },
        { name: 'Google Analytics', type: 'analytics', evidence: 'script https://www.googletagmanager.com/gtag/js?id=G-NK12345678' },
        { name: 'Meta Pixel', type: 'advertising', evidence: 'page contains "connect.facebook.net/en_US/fbevents.js"' },
        { name: 'Shopify', type: 'content', evidence: 'header x-shopid: 55512345' },
      ],
      tags: ['E-commerce'],
    });
  });

  it('falls back to http when https cannot be reached', async () => {
    const provider = localProvider({ homepageUrls: (domain) => [`https://${domain}:${server.port}/`, `http://${domain}:${server.port}/`] });
    const result = await provider.enrich('plain.test');
    expect(result.name).toBe('Plain Site');
    expect(result.url).toBe(`http://plain.test:${server.port}/`);
  });

  it('still answers when the DNS has no MX or TXT records', async () => {
    const result = await localProvider().enrich('plain.test');
    expect(result).toEqual({
      domain: 'plain.test',
      name: 'Plain Site',
      url: `http://plain.test:${server.port}/`,
      technologies: [],
      tags: [],
    });
  });

  it('reports a site that answers with an error status', async () => {
    const error = await failure(localProvider().enrich('gone.test'));
    expect(error.code).toBe('http_status');
    expect(error.message).toBe('gone.test answered 404 Not Found');
  });

  it('reports a homepage that is not a web page', async () => {
    const error = await failure(localProvider().enrich('feed.test'));
    expect(error.code).toBe('not_html');
    expect(error.message).toBe('feed.test did not answer with a web page (application/json)');
  });

  it('reports a slow site in words staff understand', async () => {
    const error = await failure(localProvider({ timeoutMs: 200 }).enrich('slow.test'));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('Could not reach slow.test: timed out after 0.2 s');
  });

  it('refuses a domain that points into a private network unless allowed', async () => {
    const before = server.requests.length;
    const error = await failure(localProvider({ allowPrivateNetworks: false }).enrich('nordicknits.test'));
    expect(error.code).toBe('blocked_address');
    expect(server.requests.length).toBe(before);
  });

  it.each(['not a domain', 'localhost', '10.0.0.5', 'ftp://nordicknits.test'])('refuses %j before any network work', async (input) => {
    const before = { requests: server.requests.length, questions: resolver.questions.length };
    const error = await failure(localProvider().enrich(input));
    expect(error.code).toBe('invalid_domain');
    expect({ requests: server.requests.length, questions: resolver.questions.length }).toEqual(before);
  });
});
