import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@tracker/core';
import { EXIT } from '../../errors/exit-codes';
import { sendJson, type StubRequest } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-search-');

const hits: SearchHit[] = [
  { id: '417', type: 'registrations', attributes: { title: '#417 Bolt', detail: 'harbor@track.example · ready', match: 'id' } },
  { id: '9', type: 'companies', attributes: { title: '417 Brands', detail: null, match: 'prefix' } },
];

function searchApi(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.method !== 'GET' || request.path !== '/api/v2/search') return false;
  const q = String(request.query.q);
  return sendJson(response, 200, { data: q === '417' ? hits : [], meta: { q, size: Number(request.query.size ?? 5) } });
}

const trackctl = (args: string[]) => cli.run(args, searchApi);

describe('trackctl search', () => {
  it('finds records of every area in one request, the id first', async () => {
    const result = await trackctl(['search', '417', '--size', '3']);

    expect(result.code).toBe(EXIT.done);
    expect(result.requests).toHaveLength(1);
    expect(result.requests[0]).toMatchObject({ path: '/api/v2/search', query: { q: '417', size: '3' } });
    expect(result.stdout.split('\n')).toEqual([
      'area\tid\ttitle\tdetail\tmatch',
      'registrations\t417\t#417 Bolt\tharbor@track.example · ready\tid',
      'companies\t9\t417 Brands\t\tprefix',
      '',
    ]);
  });

  it('says so on stderr when nothing matches, and prints the document with --json', async () => {
    const none = await trackctl(['search', 'zzz']);
    expect(none.code).toBe(EXIT.done);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('Nothing matches "zzz".');

    const json = await trackctl(['search', '417', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ data: hits, meta: { q: '417', size: 5 } });
  });

  it('refuses a size out of bounds before asking the server', async () => {
    const result = await trackctl(['search', 'acme', '--size', '50']);

    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
    expect(result.stderr).toContain('--size must be from 1 to 20');
  });
});
