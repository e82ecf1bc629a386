import { describe, expect, it } from 'vitest';
import { emailResource, pageMeta } from '@tracker/core/testing';
import { EXIT } from '../errors/exit-codes';
import { stubbedCli } from '../testing/stubbed-cli';
import { sendJson } from '../testing/stub-server';

const cli = stubbedCli('trackctl-emails-');

const detail = (guid: string) => {
  const email = emailResource(1, { guid, subject: `Subject of ${guid}` });
  return { data: { ...email, attributes: { ...email.attributes, lists: [], stuck: false, rendered_url: null, mime_url: null, size: 0 } } };
};

describe('emails reprocess', () => {
  it('reprocesses the guids piped in and exits 3 when some failed', async () => {
    const result = await cli.run(
      ['emails', 'reprocess', '-'],
      (request, response) => {
        const match = /^\/api\/v1\/emails\/([^/]+)\/reprocess$/.exec(request.path);
        if (!match) return false;
        if (match[1] === 'bad') {
          sendJson(response, 409, { errors: [{ status: '409', code: 'conflict', title: 'Conflict', detail: 'Could not reprocess email bad: no raw message is stored for it.' }] });
          return;
        }
        sendJson(response, 200, detail(match[1]!));
      },
      { stdin: 'g1\nbad\ng2\n' },
    );

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.requests.map((r) => r.path)).toEqual(['/api/v1/emails/g1/reprocess', '/api/v1/emails/bad/reprocess', '/api/v1/emails/g2/reprocess']);
    expect(result.stdout).toContain('g1\treprocessed\tSubject of g1');
    expect(result.stdout).toContain('bad\tfailed');
  });
});

describe('emails search', () => {
  const noEmails: Parameters<typeof cli.run>[1] = (request, response) => {
    if (request.path !== '/api/v2/emails/search') return false;
    sendJson(response, 200, { data: [], meta: pageMeta(0) });
  };
  const dates = (result: { requests: { query: Record<string, string> }[] }) => {
    const { startDate, endDate } = result.requests[0]?.query ?? {};
    return { startDate, endDate };
  };

  // The tests' clock stands at TEST_NOW, Tuesday 12 May 2026, 12:00 UTC: 08:00 in New York (EDT), 21:00 in Tokyo.
  it("sends the filters as the API names them, and a preset as its days in the user's zone, as instants with its offset", async () => {
    const result = await cli.run(['emails', 'search', '--search', 'sale', '--no-processed', '--preset', 'mtd'], noEmails, { zone: 'America/New_York' });

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.query).toMatchObject({ search: 'sale', processed: 'false' });
    expect(dates(result)).toEqual({ startDate: '2026-05-01T00:00:00.000-04:00', endDate: '2026-05-12T23:59:59.999-04:00' });
  });

  it('sends other instants for the same preset in another zone', async () => {
    const result = await cli.run(['emails', 'search', '--preset', 'pw'], noEmails, { zone: 'Asia/Tokyo' });

    expect(dates(result)).toEqual({ startDate: '2026-05-04T00:00:00.000+09:00', endDate: '2026-05-10T23:59:59.999+09:00' });
  });

  it("takes custom days in the user's zone, and bare days without a preset as the API reads them (UTC)", async () => {
    const custom = await cli.run(['emails', 'search', '--preset', 'custom', '--start-date', '2026-03-07', '--end-date', '2026-03-08'], noEmails, { zone: 'America/New_York' });
    const bare = await cli.run(['emails', 'search', '--start-date', '2026-03-07', '--end-date', '2026-03-08'], noEmails, { zone: 'America/New_York' });

    expect(dates(custom)).toEqual({ startDate: '2026-03-07T00:00:00.000-05:00', endDate: '2026-03-08T23:59:59.999-04:00' });
    expect(dates(bare)).toEqual({ startDate: '2026-03-07', endDate: '2026-03-08' });
  });

  it('refuses a preset with dates of its own, and a day that does not exist, as usage errors before sending', async () => {
    const both = await cli.run(['emails', 'search', '--preset', 'n7d', '--start-date', '2026-03-07'], noEmails);
    const noSuchDay = await cli.run(['emails', 'search', '--preset', 'custom', '--start-date', '2026-02-30'], noEmails, { zone: 'America/New_York' });

    expect(both.code).toBe(EXIT.usage);
    expect(both.stderr).toContain('--preset n7d sets the dates itself');
    expect(noSuchDay.code).toBe(EXIT.usage);
    expect(noSuchDay.stderr).toContain('Invalid --start-date "2026-02-30"');
    expect([...both.requests, ...noSuchDay.requests]).toEqual([]);
  });

  it('refuses an unknown preset as a usage error', async () => {
    const result = await cli.run(['emails', 'search', '--preset', 'someday'], () => false);
    expect(result.code).toBe(EXIT.usage);
  });
});
