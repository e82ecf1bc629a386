import { describe, expect, it } from 'vitest';
import { EXIT } from '../../errors/exit-codes';
import { companyResource, pageMeta } from '@tracker/core/testing';
import { stubbedCli } from '../../testing/stubbed-cli';
import { errorDocument, sendJson, type StubRoute } from '../../testing/stub-server';

const cli = stubbedCli('trackctl-companies-');

const acme = companyResource(7, {
  name: 'Acme Outfitters',
  domain_name: 'acme.example',
  state: 'active',
  type: 'retailer',
  tracked_count: 12,
  technologies: [
    { id: '1', name: 'Klaviyo', type: 'esp' },
    { id: '2', name: 'Google Analytics', type: 'analytics' },
  ],
});
const globex = companyResource(31, { name: 'Globex', domain_name: 'globex.example', state: 'inactive', tracked_count: 3 });

/** A companies list that answers every request with the given page. */
const listing =
  (data = [acme, globex], meta = pageMeta(290, 1, 25)): StubRoute =>
  (request, response) => {
    if (request.path !== '/api/v3/admin/companies') return false;
    sendJson(response, 200, { data, meta });
  };

function trackctl(args: string[], route: StubRoute = listing()) {
  return cli.run(args, route);
}

describe('companies list', () => {
  it('sends each filter flag as the query parameter of the same name', async () => {
    const result = await trackctl([
      'companies', 'list',
      '--q', 'acme',
      '--health', 'expired',
      '--journey-types', 'cart_abandoner,purchaser',
      '--sort', 'tracked_count:desc',
      '--tags', 'Retail,B2C',
      '--group-id', '12',
      '--no-good-fit',
      '--technologies', 'Klaviyo',
      '--technology-id', '4',
      '--company-type', 'retailer',
      '--current',
      '--page', '2',
      '--size', '50',
    ]);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests).toHaveLength(1);
    expect(result.requests[0]?.query).toEqual({
      q: 'acme',
      health: 'expired',
      journey_types: 'cart_abandoner,purchaser',
      sort: 'tracked_count:desc',
      tags: 'Retail,B2C',
      group_id: '12',
      good_fit: 'false',
      technologies: 'Klaviyo',
      technology_id: '4',
      company_type: 'retailer',
      current: 'true',
      page: '2',
      size: '50',
      admin: 'true',
    });
  });

  it('leaves out every filter that was not given, so the server applies its defaults', async () => {
    const result = await trackctl(['companies', 'list', '--good-fit', '--no-current']);

    expect(result.requests[0]?.query).toEqual({ good_fit: 'true', current: 'false', admin: 'true' });
  });

  it('prints a table of the page and, on stderr, which page of how many', async () => {
    const result = await trackctl(['companies', 'list']);

    expect(result.stdout).toBe(
      [
        'ID  NAME             DOMAIN          STATE     TYPE      TRACKED  TECHNOLOGIES',
        ' 7  Acme Outfitters  acme.example    active    retailer       12  Klaviyo, Google Analytics',
        '31  Globex           globex.example  inactive  brand           3',
        '',
      ].join('\n'),
    );
    expect(result.stderr).toBe('page 1 of 12 (290 companies)\n');
  });

  it('prints the JSON:API document with --json, and nothing else on stdout', async () => {
    const result = await trackctl(['companies', 'list', '--json', '--q', 'acme']);

    expect(JSON.parse(result.stdout)).toEqual({ data: [acme, globex], meta: pageMeta(290, 1, 25) });
    expect(result.stderr).toBe('');
  });

  it('says when no company matches instead of printing an empty table', async () => {
    const result = await trackctl(['companies', 'list', '--q', 'nothing'], listing([], pageMeta(0)));

    expect(result).toMatchObject({ code: EXIT.done, stdout: '', stderr: 'No companies match.\n' });
  });

  it.each([
    [['--health', 'sickly'], 'Invalid --health "sickly": use one of expired, dormant, new.'],
    [['--journey-types', 'cart_abandoner,newsletter'], 'Invalid --journey-types "cart_abandoner,newsletter": use one of email_subscriber, cart_abandoner, browse_abandoner, purchaser, custom.'],
    [['--company-type', 'shop'], 'Invalid --company-type "shop": use one of brand, retailer, marketplace, publisher, nonprofit.'],
    [['--sort', 'name'], 'Invalid --sort "name": use field:asc or field:desc with a field among name, domain_name'],
    [['--group-id', 'twelve'], 'Invalid --group-id "twelve": use a numeric id.'],
    [['--size', '1000'], 'Invalid --size "1000": use a page size of at most 250.'],
  ])('refuses %j as a usage error (exit 2) naming what is allowed, without calling the server', async (flags, message) => {
    const result = await trackctl(['companies', 'list', ...flags]);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(`Error: ${message}`);
    expect(result.stderr).toContain('Run: trackctl companies list --help');
    expect(result.requests).toHaveLength(0);
  });

  it("reports the server's 422 on a parameter as a usage error (exit 2) naming the flag", async () => {
    const result = await trackctl(['companies', 'list', '--tags', 'x'], (_request, response) =>
      sendJson(response, 422, errorDocument(422, 'invalid_input', 'Too many tags', { parameter: 'tags' })),
    );

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('Invalid --tags: too many tags.');
  });

  it('is "not signed in" (exit 4) when the server refuses the token', async () => {
    const result = await trackctl(['companies', 'list'], (_request, response) =>
      sendJson(response, 401, errorDocument(401, 'unauthenticated', 'Sign in first')),
    );

    expect(result.code).toBe(EXIT.notSignedIn);
    expect(result.stderr).toContain('TRACKCTL_TOKEN');
  });
});
