import { describe, expect, it } from 'vitest';
import { pageMeta } from '@tracker/core/testing';
import { EXIT } from '../../errors/exit-codes';
import { sendJson } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-industries-');

const industry = (id: string, name: string, vertical: string | null) => ({
  id,
  type: 'industries',
  attributes: { name, verticalId: vertical ? '3' : null, vertical_name: vertical, updated_at: '2026-05-10T10:00:00.000Z' },
});

describe('industries list', () => {
  it('sends the name and vertical filters, and prints each industry with its vertical', async () => {
    const result = await cli.run(['industries', 'list', '--q', 'app', '--vertical-id', '3'], (request, response) => {
      if (request.path !== '/api/v1/admin/industries') return false;
      sendJson(response, 200, { data: [industry('12', 'Apparel', 'Retail'), industry('13', 'Apps', null)], meta: pageMeta(2) });
    });

    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]?.query).toMatchObject({ q: 'app', vertical_id: '3' });
    expect(result.stdout.split('\n')).toEqual(['id\tname\tvertical', '12\tApparel\tRetail', '13\tApps\t', '']);
    expect(result.stderr).toBe('page 1 of 1 (2 industries)\n');
  });
});
