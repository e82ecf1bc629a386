import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpProvider } from './http-provider';
import { failure, startLocalServer, type LocalServer } from '../testing/enrichment-test-support';

let api: LocalServer;

beforeAll(async () => {
  api = await startLocalServer((req, res) => {
    const domain = /^\/v1\/companies\/([^?]+)/.exec(req.url ?? '')?.[1];
    const away = /^\/away\/(\d+)\?/.exec(req.url ?? '')?.[1];
    if (away) {
      res.writeHead(302, { location: `http://127.0.0.1:${away}/elsewhere` });
      return res.end();
    }
    if (req.headers.authorization !== 'Bearer sekret') {
      res.writeHead(401, 'Unauthorized', { 'content-type': 'application/json' });
      return res.end('{"error":"bad key"}');
    }
    res.setHeader('content-type', 'application/json');
    switch (domain) {
      case 'nordicknits.test':
        return res.end(
          JSON.stringify({
            name: '  Nordic   Knits ',
            description: 'Wool sweaters from Norway.',
            logo: 'https://logos.example/nordicknits.png',
            tags: ['E-commerce', 'Apparel', ' Apparel ', ''],
            tech: [
              { name: 'Klaviyo', category: 'esp' },
              { name: 'Shopify', category: 'CONTENT' },
              { name: 'Zapier', category: 'automation' },
              { name: 'Klaviyo', category: 'analytics' },
              { name: 'Gorgias', category: null },
            ],
            employees: 40,
          }),
        );
      case 'sparse.test':
        return res.end(JSON.stringify({ name: 'Sparse', logo: 'javascript:alert(1)', tags: null }));
      case 'broken.test':
        return res.end('<html>oops</html>');
      case 'odd.test':
        return res.end(JSON.stringify({ tech: 'Shopify' }));
      default:
        res.writeHead(404);
        return res.end('{}');
    }
  });
});

afterAll(() => api.close());

const template = () => `${api.origin}/v1/companies/{domain}?fields=all`;

describe('enriching a company through an external API', () => {
  it('maps the answer, with unknown categories as misc and duplicates dropped', async () => {
    const provider = createHttpProvider({ urlTemplate: template(), apiKey: 'sekret' });
    const result = await provider.enrich('https://www.nordicknits.test/');

    expect(result).toEqual({
      domain: 'nordicknits.test',
      name: 'Nordic Knits',
      description: 'Wool sweaters from Norway.',
      logoUrl: 'https://logos.example/nordicknits.png',
      url: 'https://nordicknits.test/',
      technologies: [
        { name: 'Klaviyo', type: 'esp', evidence: 'enrichment API' },
        { name: 'Shopify', type: 'content', evidence: 'enrichment API' },
        { name: 'Zapier', type: 'misc', evidence: 'enrichment API' },
        { name: 'Gorgias', type: 'misc', evidence: 'enrichment API' },
      ],
      tags: ['E-commerce', 'Apparel'],
    });
    expect(api.requests.at(-1)).toMatchObject({
      path: '/v1/companies/nordicknits.test?fields=all',
      headers: { accept: 'application/json' },
    });
  });

  it('leaves out what the API does not know and logos that are not web addresses', async () => {
    const result = await createHttpProvider({ urlTemplate: template(), apiKey: 'sekret' }).enrich('sparse.test');
    expect(result).toEqual({ domain: 'sparse.test', name: 'Sparse', url: 'https://sparse.test/', technologies: [], tags: [] });
  });

  it('says when the API knows nothing of the domain', async () => {
    const error = await failure(createHttpProvider({ urlTemplate: template(), apiKey: 'sekret' }).enrich('unknown.test'));
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('The enrichment service knows nothing about unknown.test');
  });

  it('reports a refused key without revealing it', async () => {
    const error = await failure(createHttpProvider({ urlTemplate: template(), apiKey: 'wrong' }).enrich('nordicknits.test'));
    expect(error.code).toBe('http_status');
    expect(error.message).toBe('The enrichment service answered 401 Unauthorized');
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer wrong');
  });

  it('rejects answers that are not JSON or not the expected shape', async () => {
    const provider = createHttpProvider({ urlTemplate: template(), apiKey: 'sekret' });
    expect((await failure(provider.enrich('broken.test'))).code).toBe('bad_response');
    expect((await failure(provider.enrich('odd.test'))).message).toBe('The enrichment service sent an answer in an unexpected shape');
  });

  it('reports an API that cannot be reached', async () => {
    const closed = await startLocalServer(() => {});
    await closed.close();
    const error = await failure(createHttpProvider({ urlTemplate: `${closed.origin}/{domain}` }).enrich('nordicknits.test'));
    expect(error.code).toBe('unreachable');
    expect(error.message).toBe('The enrichment service did not answer for nordicknits.test: could not connect');
  });

  describe('when the API redirects to another port of its host', () => {
    let elsewhere: LocalServer;
    beforeAll(async () => {
      elsewhere = await startLocalServer((_req, res) => res.end('{"name":"Elsewhere"}'));
    });
    afterAll(() => elsewhere.close());
    const awayTemplate = () => `${api.origin}/away/${elsewhere.port}?domain={domain}`;

    it('keeps the key from it, as from any other origin', async () => {
      const provider = createHttpProvider({ urlTemplate: awayTemplate(), apiKey: 'sekret', allowPrivateNetworks: true });
      expect(await provider.enrich('nordicknits.test')).toMatchObject({ name: 'Elsewhere' });
      expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer sekret');
      expect(elsewhere.requests.at(-1)?.headers).not.toHaveProperty('authorization');
    });

    it('does not trust that port as it trusts the API: a private address there is refused', async () => {
      const before = elsewhere.requests.length;
      const error = await failure(createHttpProvider({ urlTemplate: awayTemplate(), apiKey: 'sekret' }).enrich('nordicknits.test'));
      expect(error.code).toBe('blocked_address');
      expect(elsewhere.requests.length).toBe(before);
    });
  });

  it('refuses invalid domains before calling the API', async () => {
    const before = api.requests.length;
    expect((await failure(createHttpProvider({ urlTemplate: template() }).enrich('../admin'))).code).toBe('invalid_domain');
    expect(api.requests.length).toBe(before);
  });

  it('refuses a URL template without {domain}', () => {
    expect(() => createHttpProvider({ urlTemplate: 'https://api.example/lookup' })).toThrow('ENRICHMENT_API_URL must contain {domain}');
    expect(() => createHttpProvider({ urlTemplate: 'ftp://api.example/{domain}' })).toThrow('ENRICHMENT_API_URL must be an http(s) URL');
  });
});
