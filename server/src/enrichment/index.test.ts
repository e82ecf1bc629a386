import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createEnrichmentProvider } from './index';
import { startLocalServer, stubResolver, type LocalServer } from '../testing/enrichment-test-support';

let api: LocalServer;

beforeAll(async () => {
  api = await startLocalServer((req, res) => {
    if (req.url === '/lookup/nordicknits.test') {
      res.writeHead(302, { location: `http://moved.test:${api.port}/answers/nordicknits.test` });
      return res.end();
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ name: 'Nordic Knits', tech: [{ name: 'Klaviyo', category: 'esp' }], seenKey: req.headers.authorization }));
  });
});

afterAll(() => api.close());

const resolver = stubResolver({ addresses: { 'api.test': ['127.0.0.1'], 'moved.test': ['127.0.0.1'], 'nordicknits.test': ['127.0.0.1'] } });
/** The provider the server builds from these environment settings. */
const providerFor = (env: Record<string, string>) => createEnrichmentProvider(loadConfig(env).enrichment, { resolver });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('choosing the enrichment provider from the configuration', () => {
  it('asks the external API when ENRICHMENT_API_URL is set, with the key as a bearer token', async () => {
    const env = { ENRICHMENT_API_URL: `http://api.test:${api.port}/v2/{domain}`, ENRICHMENT_API_KEY: 'sekret' };
    const result = await providerFor(env).enrich('nordicknits.test');
    expect(result).toMatchObject({ name: 'Nordic Knits', technologies: [{ name: 'Klaviyo', type: 'esp', evidence: 'enrichment API' }] });
    expect(api.requests.at(-1)).toMatchObject({ path: '/v2/nordicknits.test', headers: { authorization: 'Bearer sekret' } });
  });

  it('keeps private networks closed to redirects unless ENRICHMENT_ALLOW_PRIVATE_NETWORKS is true', async () => {
    const env = { ENRICHMENT_API_URL: `http://api.test:${api.port}/lookup/{domain}` };
    expect(await codeOf(providerFor(env).enrich('nordicknits.test'))).toBe('blocked_address');
    expect(await codeOf(providerFor({ ...env, ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true' }).enrich('nordicknits.test'))).toBe('ok');
  });

  it('reads homepages when no API is configured, refusing private addresses by default', async () => {
    expect(await codeOf(providerFor({}).enrich('nordicknits.test'))).toBe('blocked_address');
  });

  it('stops on a bad setting with a message naming it', () => {
    expect(() => providerFor({ ENRICHMENT_API_URL: 'https://api.example/lookup' })).toThrow('ENRICHMENT_API_URL must contain {domain}');
    expect(() => providerFor({ ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'maybe' })).toThrow(/ENRICHMENT_ALLOW_PRIVATE_NETWORKS/);
  });
});
