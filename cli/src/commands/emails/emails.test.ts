import { describe, expect, it } from 'vitest';
import { emailDetailDocument, pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { stubbedCli } from '../../testing/stubbed-cli';
import { errorDocument, sendJson } from '../../testing/stub-server';

const cli = stubbedCli('trackctl-emails-');

const detail = (guid: string) => emailDetailDocument(1, { guid, subject: `Subject of ${guid}` });

describe('emails reprocess', () => {
  it('reprocesses the guids piped in and exits 3 when some failed', async () => {
    const result = await cli.run(
      ['emails', 'reprocess', '-'],
      (request, response) => {
        const match = /^\/api\/v1\/emails\/([^/]+)\/reprocess$/.exec(request.path);
        if (!match) return false;
        if (match[1] === 'bad') {
          sendJson(response, 409, {
            errors: [
              {
                status: '409',
                code: 'conflict',
                title: 'Conflict',
                detail: 'Could not reprocess email bad: no raw message is stored for it.',
              },
            ],
          });
          return;
        }
        sendJson(response, 200, detail(match[1]!));
      },
      { stdin: 'g1\nbad\ng2\n' },
    );

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.requests.map((r) => r.path)).toEqual([
      '/api/v1/emails/g1/reprocess',
      '/api/v1/emails/bad/reprocess',
      '/api/v1/emails/g2/reprocess',
    ]);
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
    const result = await cli.run(['emails', 'search', '--search', 'sale', '--no-processed', '--preset', 'mtd'], noEmails, {
      zone: 'America/New_York',
    });

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.query).toMatchObject({ search: 'sale', processed: 'false' });
    expect(dates(result)).toEqual({ startDate: '2026-05-01T00:00:00.000-04:00', endDate: '2026-05-12T23:59:59.999-04:00' });
  });

  it('sends one classification, or several comma-separated, as the one parameter the API reads', async () => {
    const one = await cli.run(['emails', 'search', '--classifications', 'double_optin'], noEmails);
    const two = await cli.run(['emails', 'search', '--classifications', 'double_optin,welcome'], noEmails);

    expect([one.code, two.code]).toEqual([EXIT.done, EXIT.done]);
    expect(one.requests[0]?.query).toMatchObject({ classifications: 'double_optin' });
    expect(two.requests[0]?.query).toMatchObject({ classifications: 'double_optin,welcome' });
  });

  it('refuses a classification type the API does not know before sending', async () => {
    const result = await cli.run(['emails', 'search', '--classifications', 'welcome,spam'], noEmails);

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('classifications');
    expect(result.requests).toEqual([]);
  });

  it('sends other instants for the same preset in another zone', async () => {
    const result = await cli.run(['emails', 'search', '--preset', 'pw'], noEmails, { zone: 'Asia/Tokyo' });

    expect(dates(result)).toEqual({ startDate: '2026-05-04T00:00:00.000+09:00', endDate: '2026-05-10T23:59:59.999+09:00' });
  });

  it("takes custom days in the user's zone, and bare days without a preset as the API reads them (UTC)", async () => {
    const custom = await cli.run(
      ['emails', 'search', '--preset', 'custom', '--start-date', '2026-03-07', '--end-date', '2026-03-08'],
      noEmails,
      { zone: 'America/New_York' },
    );
    const bare = await cli.run(['emails', 'search', '--start-date', '2026-03-07', '--end-date', '2026-03-08'], noEmails, {
      zone: 'America/New_York',
    });

    expect(dates(custom)).toEqual({ startDate: '2026-03-07T00:00:00.000-05:00', endDate: '2026-03-08T23:59:59.999-04:00' });
    expect(dates(bare)).toEqual({ startDate: '2026-03-07', endDate: '2026-03-08' });
  });

  it('refuses a preset with dates of its own, and a day that does not exist, as usage errors before sending', async () => {
    const both = await cli.run(['emails', 'search', '--preset', 'n7d', '--start-date', '2026-03-07'], noEmails);
    const noSuchDay = await cli.run(['emails', 'search', '--preset', 'custom', '--start-date', '2026-02-30'], noEmails, {
      zone: 'America/New_York',
    });

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

describe('emails show', () => {
  const rendered = {
    headers: [
      { key: 'From', value: 'Company 1 <news@company1.example>' },
      { key: 'Subject', value: 'Spring sale' },
    ],
    subject: 'Spring sale',
    from_name: 'Company 1',
    from_address: 'news@company1.example',
    sent_at: '2025-03-02T10:00:00.000Z',
    text: 'Everything half price this week.',
    html: '<p>Everything half price this week.</p>',
    preheader: null,
    images: [],
    animated: false,
    mobile_optimized: true,
    word_count: 5,
  };
  const showRoute: Parameters<typeof cli.run>[1] = (request, response) => {
    if (request.method !== 'GET') return false;
    if (request.path === '/api/v1/emails/g1') {
      const doc = detail('g1');
      sendJson(response, 200, {
        data: {
          ...doc.data,
          attributes: {
            ...doc.data.attributes,
            subject: 'Spring sale',
            rendered_url: '/api/v1/assets/emails/g1/rendered.json',
            platform: { id: 'sendgrid', name: 'SendGrid', confidence: 0.98, signals: ['header X-SG-EID', 'DKIM d=sendgrid.net'] },
            authentication: {
              dkim: [{ domain: 'sendgrid.net', selector: 's1', result: 'pass', aligned: false, comment: null }],
              spf: { domain: 'company1.example', client_ip: '192.0.2.10', result: 'temperror', comment: null },
              dmarc: { domain: 'company1.example', result: 'fail', policy: 'reject', spf_aligned: false, dkim_aligned: false },
              checked_at: '2025-03-02T10:00:01.000Z',
            },
            unsubscribe: { targets: ['https://u1.ct.sendgrid.net/unsub'], one_click: true },
            classifications: [
              { type: 'welcome', score: 1, source: 'manual', labeled: true },
              { type: 'winback', score: 0, source: 'automatic', labeled: false },
            ],
            suggestions: [{ type: 'double_optin', score: 0.95, source: 'suggested', origin: 'rules', model_version: null }],
            confirmation_url: 'https://company1.example/confirm?t=1',
          },
        },
      });
      return;
    }
    if (request.path === '/api/v1/assets/emails/g1/rendered.json') {
      sendJson(response, 200, rendered);
      return;
    }
    if (request.path.startsWith('/api/v1/emails/')) {
      sendJson(
        response,
        404,
        errorDocument(404, 'not_found', `No email has the guid ${request.path.split('/').pop()}.`, { parameter: 'guid' }),
      );
      return;
    }
    return false;
  };

  it('prints the headers, the classifications with their scores and sources, and the text part', async () => {
    const result = await cli.run(['emails', 'show', 'g1'], showRoute);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => r.path)).toEqual(['/api/v1/emails/g1', '/api/v1/assets/emails/g1/rendered.json']);
    expect(result.stdout).toMatch(/^guid +g1$/m);
    expect(result.stdout).toMatch(/^subject +Spring sale$/m);
    expect(result.stdout).toMatch(/^from +Company 1 <news@company1\.example>$/m);
    expect(result.stdout).toMatch(/^ {2}welcome +1 \(manual\)$/m);
    expect(result.stdout).toMatch(/^ {2}winback +0 \(automatic\)$/m);
    expect(result.stdout).toMatch(/^ {2}double_optin +0\.95 \(rules\)$/m);
    expect(result.stdout).toMatch(/^confirmation link +https:\/\/company1\.example\/confirm\?t=1$/m);
    expect(result.stdout).toMatch(/^ {2}From +Company 1 <news@company1\.example>$/m);
    expect(result.stdout).toMatch(/^ {2}Subject +Spring sale$/m);
    expect(result.stdout).toMatch(/^text +Everything half price this week\.$/m);
  });

  it('prints the sending platform with its signals, the authentication results and the unsubscribe targets', async () => {
    const result = await cli.run(['emails', 'show', 'g1'], showRoute);

    expect(result.stdout).toMatch(/^platform +SendGrid \(98% sure\)$/m);
    expect(result.stdout).toMatch(/^ {2}signals +header X-SG-EID; DKIM d=sendgrid\.net$/m);
    expect(result.stdout).toMatch(/^ {2}dkim +pass d=sendgrid\.net s=s1$/m);
    expect(result.stdout).toMatch(/^ {2}spf +temperror company1\.example from 192\.0\.2\.10$/m);
    expect(result.stdout).toMatch(/^ {2}dmarc +fail company1\.example p=reject spf not aligned, dkim not aligned$/m);
    expect(result.stdout).toMatch(/^unsubscribe +one-click \(RFC 8058\)$/m);
    expect(result.stdout).toMatch(/^ {2}target +https:\/\/u1\.ct\.sendgrid\.net\/unsub$/m);
  });

  it('prints the email document with the rendered part under "rendered" with --json', async () => {
    const result = await cli.run(['emails', 'show', 'g1', '--json'], showRoute);

    expect(result.code).toBe(EXIT.done);
    const printed = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(printed).toMatchObject({
      data: {
        type: 'emails',
        attributes: {
          guid: 'g1',
          classifications: [
            { type: 'welcome', score: 1 },
            { type: 'winback', score: 0 },
          ],
        },
      },
      rendered: { headers: rendered.headers, text: rendered.text },
    });
  });

  it('does not ask for the rendered part when none is stored', async () => {
    const result = await cli.run(['emails', 'show', 'g2'], (request, response) => {
      if (request.path !== '/api/v1/emails/g2') return false;
      sendJson(response, 200, detail('g2'));
    });

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => r.path)).toEqual(['/api/v1/emails/g2']);
    expect(result.stdout).toMatch(/^subject +Subject of g2$/m);
  });

  it('fails with exit 1, naming the guid, when no email has it', async () => {
    const result = await cli.run(['emails', 'show', 'nope'], showRoute);

    expect(result.code).toBe(EXIT.failed);
    expect(result.stderr).toContain('No email has the guid nope.');
    expect(result.stdout).toBe('');
  });
});

describe('emails classify', () => {
  type ClassificationEntry = { type: string; score: 0 | 1; source: 'manual' | 'automatic'; labeled: boolean };
  /** The server's classifications of g1: PUT adds a type (score 1), DELETE removes it; each answers the email. */
  const classifyRoute = (start: ClassificationEntry[] = []): Parameters<typeof cli.run>[1] => {
    let classifications = [...start];
    return (request, response) => {
      if (request.path !== '/api/v2/admin/emails/g1/classifications') return false;
      const type = request.query.type;
      if (request.method === 'PUT' && type && !classifications.some((c) => c.type === type)) {
        classifications.push({ type, score: 1, source: 'manual', labeled: true });
      } else if (request.method === 'DELETE') {
        classifications = classifications.filter((c) => c.type !== type);
      } else if (request.method !== 'PUT') return false;
      const doc = detail('g1');
      sendJson(response, 200, { data: { ...doc.data, attributes: { ...doc.data.attributes, classifications } } });
    };
  };

  it('sends one PUT with the type in the query for one type, and prints what applies', async () => {
    const result = await cli.run(['emails', 'classify', 'g1', 'welcome'], classifyRoute());

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => ({ method: r.method, path: r.path, type: r.query.type, body: r.body }))).toEqual([
      { method: 'PUT', path: '/api/v2/admin/emails/g1/classifications', type: 'welcome', body: {} },
    ]);
    expect(result.stderr).toContain('g1: welcome');
  });

  it('sends one PUT for each of several types, in order, and prints every type that applies after the last', async () => {
    const result = await cli.run(['emails', 'classify', 'g1', 'welcome', 'winback'], classifyRoute());

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => [r.method, r.path, r.query.type])).toEqual([
      ['PUT', '/api/v2/admin/emails/g1/classifications', 'welcome'],
      ['PUT', '/api/v2/admin/emails/g1/classifications', 'winback'],
    ]);
    expect(result.stderr).toContain('g1: welcome, winback');
  });

  it('prints the last email document with --json', async () => {
    const result = await cli.run(['emails', 'classify', 'g1', 'welcome', 'winback', '--json'], classifyRoute());

    expect(result.code).toBe(EXIT.done);
    expect(JSON.parse(result.stdout)).toMatchObject({
      data: { attributes: { guid: 'g1', classifications: [{ type: 'welcome' }, { type: 'winback' }] } },
    });
  });

  it('sends a DELETE for each type with --remove', async () => {
    const result = await cli.run(
      ['emails', 'classify', 'g1', 'welcome', 'winback', '--remove'],
      classifyRoute([
        { type: 'welcome', score: 1, source: 'manual', labeled: true },
        { type: 'winback', score: 1, source: 'automatic', labeled: false },
      ]),
    );

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => ({ method: r.method, path: r.path, type: r.query.type }))).toEqual([
      { method: 'DELETE', path: '/api/v2/admin/emails/g1/classifications', type: 'welcome' },
      { method: 'DELETE', path: '/api/v2/admin/emails/g1/classifications', type: 'winback' },
    ]);
    expect(result.stderr).toContain('g1: no classification applies');
  });

  it('refuses an unknown type as a usage error, naming it, before sending anything', async () => {
    const result = await cli.run(['emails', 'classify', 'g1', 'welcome', 'spam'], classifyRoute());
    const removing = await cli.run(['emails', 'classify', 'g1', 'spam', '--remove'], classifyRoute());

    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('Unknown classification type spam. Use any of: ');
    expect(result.stderr).toContain('welcome');
    expect(removing.code).toBe(EXIT.usage);
    expect([...result.requests, ...removing.requests]).toEqual([]);
  });
});

describe('emails suggest', () => {
  const suggestRoute: Parameters<typeof cli.run>[1] = (request, response) => {
    if (request.path === '/api/v2/admin/emails/suggestions/accept' && request.method === 'POST') {
      sendJson(response, 200, { data: [{ guid: 'g1', accepted: ['welcome'] }], meta: { accepted: 1, missing: ['nope'] } });
      return;
    }
    if (request.path === '/api/v1/emails/g1') {
      const doc = detail('g1');
      const suggestions = [{ type: 'welcome', score: 0.85, source: 'suggested', origin: 'rules', model_version: null }];
      sendJson(response, 200, { data: { ...doc.data, attributes: { ...doc.data.attributes, suggestions } } });
      return;
    }
    return false;
  };

  it('accepts the suggestions of the emails named, and exits 3 naming a guid that matches no email', async () => {
    const result = await cli.run(['emails', 'suggest', '--accept', '--types', 'welcome', 'g1', 'nope'], suggestRoute);

    expect(result.code).toBe(EXIT.partlyDone);
    expect(result.requests[0]).toMatchObject({ method: 'POST', body: { guids: ['g1', 'nope'], types: ['welcome'] } });
    expect(result.stdout).toBe('g1\taccepted\twelcome\nnope\tmissing\tno email has this guid\n');
  });

  it('lists the suggestions without accepting them on a dry run', async () => {
    const result = await cli.run(['emails', 'suggest', '--accept', '--dry-run', 'g1'], suggestRoute);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests.map((r) => r.method)).toEqual(['GET']);
    expect(result.stdout).toBe('g1\twould accept\twelcome:0.85\n');
  });

  it('refuses a type that is not one, before any request', async () => {
    const result = await cli.run(['emails', 'suggest', '--accept', '--types', 'nonsense', 'g1'], suggestRoute);
    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
  });
});
