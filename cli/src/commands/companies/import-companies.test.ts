import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { companyResource } from '@tracker/core/testing';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import type { StubRequest } from '../../testing/stub-server';
import { errorDocument, sendJson } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-companies-import-');

const HEALTHY = companyResource(11, {
  domain_name: 'healthy.example',
  journey_health: { email_subscriber: null, cart_abandoner: null, browse_abandoner: null, purchaser: null, custom: null },
});
const EXPIRED = companyResource(12, {
  domain_name: 'expired.example',
  journey_health: { email_subscriber: 'expired', cart_abandoner: 'new', browse_abandoner: 'new', purchaser: 'new', custom: 'new' },
});
const MERGED = companyResource(13, { domain_name: 'merged.example', state: 'merged' });
const CANDIDATE = { domain_name: 'fresh.example', name: 'Fresh', description: null, logo_url: null, url: null, technologies: [], clearbit_tags: [] };

function api(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.method === 'GET' && request.path === '/api/v3/admin/companies/lookup') {
    const found = [HEALTHY, EXPIRED, MERGED].find((c) => c.attributes.domain_name === request.query.q);
    if (found) return sendJson(response, 200, { data: found, meta: { source: 'database' } });
    if (request.query.q === 'fresh.example') return sendJson(response, 200, { data: null, meta: { source: 'enrichment', candidate: CANDIDATE } });
    return sendJson(response, 404, errorDocument(404, 'not_found', `No company or website answers for ${request.query.q}.`));
  }
  if (request.method === 'POST' && request.path === '/api/v3/admin/companies') {
    const body = request.body as { company_id?: number };
    return sendJson(response, body.company_id ? 200 : 201, { data: companyResource(body.company_id ?? 20), meta: { created: !body.company_id } });
  }
  return false;
}

const SHEET = 'Brand,Website\nHealthy,healthy.example\nExpired,expired.example\nMerged,merged.example\nFresh,fresh.example\nGone,gone.example\n,\n';

describe('companies import', () => {
  it('looks every row up and prints the plan on --dry-run, creating nothing', async () => {
    const source = path.join(cli.home, 'brands.csv');
    await writeFile(source, SHEET);
    const result = await cli.run(['companies', 'import', source, '--dry-run', '--json'], api);
    expect(result.code).toBe(EXIT.done);
    expect(result.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(result.requests[0]!.query).toMatchObject({ current: 'true', clearbit: 'true', stats: 'false' });
    expect(JSON.parse(result.stdout).rows.map((r: { value: string; state: string; journeys: string }) => [r.value, r.state, r.journeys])).toEqual([
      ['healthy.example', 'found', ''],
      ['expired.example', 'found', 'email_subscriber'],
      ['merged.example', 'merged', ''],
      ['fresh.example', 'new', 'email_subscriber'],
      ['gone.example', 'not_found', ''],
    ]);
    expect(result.stderr).toContain('Would create 2 journeys for 2 companies');
  });

  it('creates the new company and updates the found one with their journeys, and exits 3 for the row not found', async () => {
    const source = path.join(cli.home, 'brands2.csv');
    await writeFile(source, SHEET);
    const result = await cli.run(['companies', 'import', source, '--yes', '--journey-types', 'email_subscriber,purchaser', '--json'], api);
    const posts = result.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(posts).toEqual([
      { company_id: 12, journeys: [{ type: 'email_subscriber', description: 'Newsletter signup' }, { type: 'purchaser', description: 'Newsletter signup' }], prioritized: true, force: true },
      { domain_name: 'fresh.example', name: 'Fresh', journeys: [{ type: 'email_subscriber', description: 'Newsletter signup' }, { type: 'purchaser', description: 'Newsletter signup' }], prioritized: true, force: true },
    ]);
    expect(JSON.parse(result.stdout).rows.map((r: { state: string }) => r.state)).toEqual(['found', 'updated', 'merged', 'created', 'not_found']);
    // gone.example was not found: exit 3.
    expect(result.code).toBe(EXIT.partlyDone);
  });
});
