import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EndpointOutput, Endpoints } from '@tracker/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../support/csv';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';

// The 9,999-row cap is covered by the server's own export tests (server/src/routes/companies-export.test.ts)
// and trackctl's warning by its unit tests against a stub: seeding 10,000 companies here would make this slow.

type Page = EndpointOutput<Endpoints['listCompanies']>;

let live: LiveTrackctl;

beforeAll(async () => {
  live = await startLiveTrackctl({ demoData: true });
});
afterAll(() => live?.stop());

const trackctl = (args: string[], input?: string) => live.run(args, input === undefined ? {} : { input });

async function listJson(args: string[]): Promise<Page> {
  const result = await trackctl(['companies', 'list', '--json', ...args]);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Page;
}

describe('trackctl companies against a live server with the demo data', () => {
  it('finds a seeded company by its name', async () => {
    const [seeded] = (await listJson(['--size', '1', '--sort', 'domain_name:desc'])).data;
    expect(seeded).toBeDefined();

    const found = await listJson(['--q', seeded!.attributes.name]);

    expect(found.data.map((c) => c.id)).toContain(seeded!.id);
    expect(found.data.every((c) => c.attributes.name.toLowerCase().includes(seeded!.attributes.name.toLowerCase()))).toBe(true);
  });

  it('shows a company by id and by domain, and fails (exit 1) for an unknown one', async () => {
    const [company] = (await listJson(['--size', '1'])).data;
    const { name, domain_name: domain } = company!.attributes;

    const byId = await trackctl(['companies', 'show', company!.id]);
    const byDomain = await trackctl(['companies', 'show', domain]);
    const unknown = await trackctl(['companies', 'show', 'no-such-brand.example']);

    expect(byId.code, byId.stderr).toBe(0);
    expect(byId.stdout).toMatch(new RegExp(`^name +${escape(name)}$`, 'm'));
    expect(byId.stdout).toMatch(new RegExp(`^domain +${escape(domain)}$`, 'm'));
    expect(byId.stdout).toMatch(/^ {2}email_subscriber +(healthy|expired|dormant|new)$/m);
    expect(byDomain).toMatchObject({ code: 0, stdout: byId.stdout });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no-such-brand.example');
  });

  it('exports exactly the companies the list counts for the same filter, to a file', async () => {
    const filter = ['--company-type', 'retailer', '--sort', 'name:asc'];
    const listed = await listJson([...filter, '--size', '250']);
    const file = path.join(live.home, 'retailers.csv');
    expect(listed.meta.total).toBeGreaterThan(1);
    expect(listed.meta.total).toBeLessThan(250);

    const result = await trackctl(['companies', 'export', ...filter, '-o', file]);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`Exported ${listed.meta.total} companies to ${file}.`);
    const [header, ...rows] = parseCsv(await readFile(file, 'utf8'));
    expect(header?.slice(0, 3)).toEqual(['id', 'name', 'domain_name']);
    expect(rows).toHaveLength(listed.meta.total);
    expect(rows.map((row) => row[0])).toEqual(listed.data.map((c) => c.id));
    expect(rows.every((row) => row[header!.indexOf('type')] === 'retailer')).toBe(true);
    expect((await readdir(live.home)).filter((name) => name.startsWith('retailers'))).toEqual(['retailers.csv']);
  });

  it('says with --dry-run how many it would export, and writes nothing', async () => {
    const { meta } = await listJson(['--good-fit', '--size', '1']);
    const file = path.join(live.home, 'good-fit.csv');

    const result = await trackctl(['companies', 'export', '--good-fit', '-o', file, '--dry-run']);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`Would export ${meta.total} companies to ${file} (dry run: nothing written).\n`);
    expect(await readdir(live.home)).not.toContain('good-fit.csv');
  });

  it('lists the groups as tab-separated values when stdout is a pipe', async () => {
    const result = await trackctl(['groups', 'list', '--global']);

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.split('\n')[0]).toBe('id\tname\tglobal\tfeatured\tcompanies\tusers');
    expect(result.stderr).toMatch(/^page 1 of \d+ \(\d+ groups?\)\n$|^No groups match\.\n$/);
  });

  it('adds the companies of piped text to a group, saying which it could not find (exit 3)', async () => {
    const groups = await trackctl(['groups', 'list', '--json']);
    const group = (JSON.parse(groups.stdout) as EndpointOutput<Endpoints['listGroups']>).data[0];
    const companies = (await listJson(['--size', '2'])).data;
    expect(group, groups.stderr).toBeDefined();
    const domains = companies.map((company) => company.attributes.domain_name);

    const result = await trackctl(
      ['groups', 'add', group!.id, '-', '--yes', '--json'],
      `Website\n${domains.join('\n')}\nnowhere.invalid\n`,
    );

    expect(result.code, result.stderr).toBe(3);
    const report = JSON.parse(result.stdout) as { rows: { value: string; state: string; company_id?: string }[] };
    expect(report.rows).toEqual([
      ...companies.map((company, i) => ({
        row: i + 2,
        value: domains[i],
        state: 'added',
        company_id: company.id,
        name: company.attributes.name,
      })),
      { row: domains.length + 2, value: 'nowhere.invalid', state: 'not_found', error: 'No company matches "nowhere.invalid".' },
    ]);
    const members = await listJson(['--group-id', group!.id, '--size', '250']);
    expect(members.data.map((company) => company.id)).toEqual(expect.arrayContaining(companies.map((company) => company.id)));

    // Again: the company is in the group now, and a URL or an email is checked before any lookup.
    const again = await trackctl(
      ['groups', 'add', group!.id, '-', '--yes', '--json'],
      `Website\nhttps://${domains[0]}/about\nops@${domains[1]}\n`,
    );
    expect(again.code, again.stderr).toBe(3);
    expect((JSON.parse(again.stdout) as typeof report).rows).toEqual([
      { row: 2, value: domains[0], state: 'already_in_group', company_id: companies[0]!.id, name: companies[0]!.attributes.name },
      { row: 3, value: `ops@${domains[1]}`, state: 'skipped', error: `is an email address: give the company's domain (${domains[1]})` },
    ]);
    expect(again.stderr).toContain(`Nothing to add to ${group!.attributes.name}: 1 company already in the group; 1 row was not added`);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
