import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { listOf } from '../test/fixtures';
import { listResource } from './list-fixtures';
import { findLists } from './find-lists';

afterEach(() => vi.unstubAllGlobals());

describe('going to a list from the palette', () => {
  it('finds lists by name, featured or not, each opening its screen', async () => {
    const api = fakeApi({
      'GET /api/v3/lists': {
        status: 200,
        body: listOf([listResource('4', { name: 'Welcome series', type: 'swipe_file', featured: false })]),
      },
    });
    vi.stubGlobal('fetch', api);

    const found = await findLists('welcome', new AbortController().signal);

    expect(found).toEqual([{ id: '4', title: 'Welcome series', detail: 'Swipe file · Published', href: '/lists/4' }]);
    expect(Object.fromEntries([...api.requests[0]!.query].filter(([key]) => key !== 'admin'))).toEqual({
      q: 'welcome',
      sort: 'name:asc',
      size: '8',
    });
  });
});
