import { describe, expect, it } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import { companyResource } from '@tracker/core/testing';
import { stubbedCli } from '../../testing/stubbed-cli';
import { errorDocument, sendJson, type StubRoute } from '../../testing/stub-server';

const cli = stubbedCli('trackctl-show-');

const acme = companyResource(7, {
  name: 'Acme Outfitters',
  domain_name: 'acme.example',
  description: 'Outdoor gear.\nShips worldwide.',
  good_fit: true,
  technologies: [
    { id: '1', name: 'Klaviyo', type: 'esp' },
    { id: '2', name: 'Google Analytics', type: 'analytics' },
  ],
  journey_health: { email_subscriber: null, cart_abandoner: 'expired', browse_abandoner: 'new', purchaser: 'dormant', custom: null },
});

/** Knows one company, by id and by domain, as getCompany and the lookup do. */
const knowsAcme: StubRoute = (request, response) => {
  if (request.path === '/api/v3/admin/companies/7') return sendJson(response, 200, { data: acme });
  if (request.path === '/api/v3/admin/companies/lookup' && request.query.q === 'acme.example') {
    return sendJson(response, 200, { data: acme, meta: { source: 'database' } });
  }
  if (request.path === '/api/v3/admin/companies/lookup') {
    return sendJson(response, 404, errorDocument(404, 'not_found', `No company matches "${request.query.q}".`, { parameter: 'q' }));
  }
  return sendJson(response, 404, errorDocument(404, 'not_found', 'No company has the id 8.', { parameter: 'id' }));
};

function trackctl(args: string[]) {
  return cli.run(args, knowsAcme);
}

describe('companies show', () => {
  it('fetches a numeric argument as the company id', async () => {
    const result = await trackctl(['companies', 'show', '7']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => r.path)).toEqual(['/api/v3/admin/companies/7']);
  });

  it('looks anything else up as a domain', async () => {
    const result = await trackctl(['companies', 'show', 'acme.example']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests).toMatchObject([{ path: '/api/v3/admin/companies/lookup', query: { q: 'acme.example' } }]);
  });

  it('prints the company as aligned key/value lines, with its technologies and health per journey type', async () => {
    const result = await trackctl(['companies', 'show', '7']);
    const lines = result.stdout.split('\n');

    expect(lines).toContain('id                  7');
    expect(lines).toContain('name                Acme Outfitters');
    expect(lines).toContain('domain              acme.example');
    expect(lines).toContain('good fit            yes');
    expect(lines).toContain('technologies        Klaviyo (esp), Google Analytics (analytics)');
    expect(result.stdout).toContain(
      [
        'health',
        '  email_subscriber  healthy',
        '  cart_abandoner    expired',
        '  browse_abandoner  new',
        '  purchaser         dormant',
        '  custom            healthy',
      ].join('\n'),
    );
    expect(result.stdout).toContain('description         Outdoor gear.\n                    Ships worldwide.\n');
    expect(lines).toContain('notes               -');
  });

  it('prints the JSON:API document with --json', async () => {
    const result = await trackctl(['companies', 'show', 'acme.example', '--json']);

    expect(JSON.parse(result.stdout)).toEqual({ data: acme, meta: { source: 'database' } });
  });

  it.each([
    ['8', 'No company has the id 8.', 'Find its id by name or domain: trackctl companies list --q <text>'],
    ['nowhere.example', 'No company matches "nowhere.example".', 'Search by name or domain: trackctl companies list --q "nowhere.example"'],
  ])("fails (exit 1) for an unknown %s, with the server's message and a way to search", async (wanted, message, nextStep) => {
    const result = await trackctl(['companies', 'show', wanted]);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Error: ${message}\n  ${nextStep}\n`);
  });

  it('needs the id or domain (exit 2)', async () => {
    const result = await trackctl(['companies', 'show']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain("missing required argument 'id|domain'");
    expect(result.requests).toHaveLength(0);
  });
});
