import { describe, expect, it } from 'vitest';
import type { Holiday } from '@tracker/core';
import { pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { errorDocument, sendJson, type StubRequest } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-holidays-');

function holiday(id: string, name: string, keywords: string, days: string[]): Holiday {
  return {
    id,
    type: 'holidays',
    attributes: {
      name,
      keywords,
      dates: days.map((occurs_at, i) => ({ id: `${id}0${i + 1}`, occurs_at })),
      created_at: '2026-05-12T12:00:00.000Z',
      updated_at: '2026-05-12T12:00:00.000Z',
    },
  };
}

const blackFriday = holiday('4', 'Black Friday', 'black friday, doorbuster', ['2026-11-27', '2027-11-26']);
const mothersDay = holiday('5', "Mother's Day", 'mom', ['2027-05-09']);

/**
 * The holidays API as trackctl meets it: holiday 4 keeps its dates between calls, so a date added
 * or removed shows in the answer; holiday 9 does not exist.
 */
function holidaysApi() {
  let current = blackFriday;
  return (request: StubRequest, response: Parameters<typeof sendJson>[0]) => {
    if (request.method === 'GET' && request.path === '/api/v2/admin/holidays')
      return sendJson(response, 200, { data: [blackFriday, mothersDay], meta: pageMeta(2) });
    if (request.path === '/api/v2/admin/holidays/9')
      return sendJson(response, 404, errorDocument(404, 'not_found', 'No holiday has the id 9.', { parameter: 'id' }));
    if (request.method === 'GET' && request.path === '/api/v2/admin/holidays/4') return sendJson(response, 200, { data: current });
    if (request.method === 'PATCH' && request.path === '/api/v2/admin/holidays/4') {
      const { dates = [] } = request.body as { dates?: string[] };
      const bad = dates.findIndex((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d));
      if (bad >= 0)
        return sendJson(response, 422, errorDocument(422, 'invalid_input', 'Use a date as YYYY-MM-DD', { pointer: `/dates/${bad}` }));
      const days = [...current.attributes.dates.map((d) => d.occurs_at), ...dates].sort();
      current = holiday('4', current.attributes.name, current.attributes.keywords, days);
      return sendJson(response, 200, { data: current });
    }
    const removal = /^\/api\/v2\/admin\/holidays\/4\/dates\/(\d+)$/.exec(request.path);
    if (request.method === 'DELETE' && removal) {
      const days = current.attributes.dates.filter((d) => d.id !== removal[1]).map((d) => d.occurs_at);
      current = holiday('4', current.attributes.name, current.attributes.keywords, days);
      return sendJson(response, 200, { data: current });
    }
    return false;
  };
}

const trackctl = (args: string[], options: { terminalColumns?: number } = {}) => cli.run(args, holidaysApi(), options);
const dateLines = (stdout: string) =>
  stdout
    .slice(stdout.indexOf('dates'))
    .split('\n')
    .map((line) => line.replace(/^dates/, '').trim())
    .filter(Boolean);

describe('holidays list', () => {
  it('sends the name or keyword search and the date range as the list filters', async () => {
    const result = await trackctl(['holidays', 'list', '--q', 'friday', '--from', '2027-01-01', '--to', '2027-12-31']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v2/admin/holidays',
      query: { q: 'friday', from: '2027-01-01', to: '2027-12-31' },
    });
  });

  it('prints each holiday with its dates and keywords, tab-separated off a terminal', async () => {
    const result = await trackctl(['holidays', 'list']);

    expect(result.stdout.split('\n')).toEqual([
      'id\tname\tdates\tkeywords',
      '4\tBlack Friday\t2026-11-27, 2027-11-26\tblack friday, doorbuster',
      "5\tMother's Day\t2027-05-09\tmom",
      '',
    ]);
    expect(result.stderr).toBe('page 1 of 1 (2 holidays)\n');
  });

  it('prints the JSON:API document with --json', async () => {
    const result = await trackctl(['holidays', 'list', '--json']);

    expect(JSON.parse(result.stdout)).toEqual({ data: [blackFriday, mothersDay], meta: pageMeta(2) });
  });
});

describe('holidays show', () => {
  it('shows the keywords and each date on a line of its own', async () => {
    const result = await trackctl(['holidays', 'show', '4']);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toMatch(/^name\s+Black Friday$/m);
    expect(result.stdout).toMatch(/^keywords\s+black friday, doorbuster$/m);
    expect(dateLines(result.stdout)).toEqual(['2026-11-27', '2027-11-26']);
  });

  it('says which holiday is missing, exit 1', async () => {
    const result = await trackctl(['holidays', 'show', '9']);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('No holiday has the id 9.');
  });
});

describe('holidays add-date', () => {
  it('adds every day given in one edit and shows the holiday with them', async () => {
    const result = await trackctl(['holidays', 'add-date', '4', '2028-11-24', '2029-11-23']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests).toHaveLength(1);
    expect(result.requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/v2/admin/holidays/4',
      body: { dates: ['2028-11-24', '2029-11-23'] },
    });
    expect(dateLines(result.stdout)).toEqual(['2026-11-27', '2027-11-26', '2028-11-24', '2029-11-23']);
  });

  it('prints the holiday document with --json', async () => {
    const result = await trackctl(['holidays', 'add-date', '4', '2028-11-24', '--json']);

    expect(JSON.parse(result.stdout).data.attributes.dates.map((d: { occurs_at: string }) => d.occurs_at)).toContain('2028-11-24');
  });

  it.each(['11/24/2028', '2027-02-30'])(
    'refuses %s as a usage error (exit 2), saying the form it wants, before sending anything',
    async (day) => {
      const result = await trackctl(['holidays', 'add-date', '4', '2028-11-24', day]);

      expect(result.code).toBe(EXIT.usage);
      expect(result.stderr).toContain(`"${day}" is not a day: write it as YYYY-MM-DD`);
      expect(result.requests).toEqual([]);
      expect(result.stdout).toBe('');
    },
  );
});

describe('holidays remove-date', () => {
  it('finds the date by its day and removes it by its id', async () => {
    const result = await trackctl(['holidays', 'remove-date', '4', '2026-11-27']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v2/admin/holidays/4',
      'DELETE /api/v2/admin/holidays/4/dates/401',
    ]);
    expect(dateLines(result.stdout)).toEqual(['2027-11-26']);
  });

  it('refuses a day the holiday does not have (exit 2), naming the holiday, and removes nothing', async () => {
    const result = await trackctl(['holidays', 'remove-date', '4', '2030-11-29']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('Black Friday has no date 2030-11-29.');
    expect(result.stderr).toContain('trackctl holidays show 4');
    expect(result.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
  });
});
