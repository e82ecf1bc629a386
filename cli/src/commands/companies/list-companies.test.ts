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

function trackctl(args: string[], route: StubRoute = listing(), options: { terminalColumns?: number } = {}) {
  return cli.run(args, route, options);
}

/** 60 companies over pages of whatever size is asked for. */
const sixty: StubRoute = (request, response) => {
  if (request.path !== '/api/v3/admin/companies') return false;
  const page = Number(request.query.page ?? 1);
  const size = Number(request.query.size ?? 25);
  const ids = Array.from({ length: 60 }, (_, i) => i + 1).slice((page - 1) * size, page * size);
  sendJson(response, 200, { data: ids.map((id) => companyResource(id, { name: `Company ${id}` })), meta: pageMeta(60, page, size) });
};

describe('companies list', () => {
  it('sends each filter flag as the query parameter of the same name', async () => {
    const result = await trackctl([
      'companies',
      'list',
      '--q',
      'acme',
      '--health',
      'expired',
      '--journey-types',
      'cart_abandoner,purchaser',
      '--sort',
      'tracked_count:desc',
      '--tags',
      'Retail,B2C',
      '--group-id',
      '12',
      '--no-good-fit',
      '--technologies',
      'Klaviyo',
      '--technology-id',
      '4',
      '--company-type',
      'retailer',
      '--current',
      '--page',
      '2',
      '--size',
      '50',
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

  it('prints a table of the page on a terminal and, on stderr, which page of how many', async () => {
    const result = await trackctl(['companies', 'list'], listing(), { terminalColumns: 120 });

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

  it('shrinks the technologies first when the terminal is narrow, keeping the names whole', async () => {
    const result = await trackctl(['companies', 'list'], listing(), { terminalColumns: 80 });

    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.every((line) => line.length <= 80)).toBe(true);
    expect(lines[1]).toMatch(/^ 7 {2}Acme Outfitters {2}acme\.example {4}active {4}retailer {7}12 {2}Klaviyo, Goog…$/);
  });

  it('prints tab-separated values with a header line when stdout is not a terminal', async () => {
    const result = await trackctl(['companies', 'list']);

    expect(result.stdout).toBe(
      [
        'id\tname\tdomain\tstate\ttype\ttracked\ttechnologies',
        '7\tAcme Outfitters\tacme.example\tactive\tretailer\t12\tKlaviyo, Google Analytics',
        '31\tGlobex\tglobex.example\tinactive\tbrand\t3\t',
        '',
      ].join('\n'),
    );
    expect(result.stderr).toBe('page 1 of 12 (290 companies)\n');
  });

  it('prints only the fields --json names, one object per company', async () => {
    const result = await trackctl(['companies', 'list', '--json=id,name,journey_health.cart_abandoner']);

    expect(JSON.parse(result.stdout)).toEqual([
      { id: '7', name: 'Acme Outfitters', 'journey_health.cart_abandoner': acme.attributes.journey_health.cart_abandoner },
      { id: '31', name: 'Globex', 'journey_health.cart_abandoner': globex.attributes.journey_health.cart_abandoner },
    ]);
  });

  it('reads the word after a bare --json as the command it is, never as a field list; --fields names fields too', async () => {
    const before = await trackctl(['--json', 'companies', 'list']);
    expect(before.code).toBe(EXIT.done);
    expect(JSON.parse(before.stdout).data.map((c: { id: string }) => c.id)).toEqual(['7', '31']);

    const fields = await trackctl(['companies', 'list', '--fields', 'id']);
    expect(JSON.parse(fields.stdout)).toEqual([{ id: '7' }, { id: '31' }]);
  });

  it('refuses a --json field companies do not have (exit 2), naming those they have', async () => {
    const result = await trackctl(['companies', 'list', '--json=id,colour']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Unknown --json field "colour".');
    expect(result.stderr).toContain('Fields: id, type, valid, name, ');
  });

  it('with --limit, reads as many pages as it takes and prints that many', async () => {
    const result = await trackctl(['companies', 'list', '--limit', '30', '--size', '25'], sixty);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => r.query.page)).toEqual(['1', '2']);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(31);
    expect(result.stderr).toBe('the first 30 of 60 companies\n');
  });

  it('with --all, reads every page (the largest the list allows) and prints them all as JSON', async () => {
    const result = await trackctl(['companies', 'list', '--all', '--json=id'], sixty);

    expect(result.requests.map((r) => [r.query.page, r.query.size])).toEqual([['1', '250']]);
    expect(JSON.parse(result.stdout)).toHaveLength(60);
  });

  it.each([
    [['--limit', '5', '--all'], "option '--limit <n>' cannot be used with option '--all'"],
    [['--page', '2', '--all'], "option '--page <n>' cannot be used with option '--all'"],
    [['--limit', 'ten'], '--limit must be a whole number from 1, not "ten".'],
    [['--page', 'x'], '--page must be a whole number from 1, not "x".'],
    [['--journey-types', 'cart_abandoner'], '--journey-types needs --health: alone it changes nothing.'],
  ])('refuses %j as a usage error (exit 2) before calling the server', async (flags, message) => {
    const result = await trackctl(['companies', 'list', ...flags]);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain(message);
    expect(result.requests).toHaveLength(0);
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
    [
      ['--health', 'new', '--journey-types', 'cart_abandoner,newsletter'],
      'Invalid --journey-types "cart_abandoner,newsletter": use one of email_subscriber, cart_abandoner, browse_abandoner, purchaser, custom.',
    ],
    [['--company-type', 'shop'], 'Invalid --company-type "shop": use one of brand, retailer, marketplace, publisher, nonprofit.'],
    [['--sort', 'name'], 'Invalid --sort "name": use field:asc or field:desc with a field among name, domain_name'],
    [
      ['--group-id', 'twelve'],
      'Invalid --group-id "twelve": use an id of 1 or more, written in digits alone (not 01, +1, 1.0, 1e0 or 0x1).',
    ],
    [['--size', '1000'], '--size must be from 1 to 250, not 1,000.'],
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
