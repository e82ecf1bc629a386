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
  it('sends the filters as the API names them, and a preset as its days', async () => {
    const result = await cli.run(['emails', 'search', '--search', 'sale', '--no-processed', '--preset', 'mtd'], (request, response) => {
      if (request.path !== '/api/v2/emails/search') return false;
      sendJson(response, 200, { data: [], meta: pageMeta(0) });
    });

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.query).toMatchObject({ search: 'sale', processed: 'false' });
    expect(result.requests[0]?.query.startDate).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('refuses an unknown preset as a usage error', async () => {
    const result = await cli.run(['emails', 'search', '--preset', 'someday'], () => false);
    expect(result.code).toBe(EXIT.usage);
  });
});
