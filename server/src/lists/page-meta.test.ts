import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

describe('page meta', () => {
  it('counts the pages the matching rows fill, the last one partly', () => {
    expect(pageMeta({ page: 2, size: 25 }, 51)).toEqual({ page: 2, size: 25, total: 51, pages: 3 });
  });

  it('adds no empty page when the rows fill the last one exactly', () => {
    expect(pageMeta({ page: 1, size: 25 }, 50).pages).toBe(2);
  });

  it('has no pages when nothing matches, whichever page was asked for', () => {
    expect(pageMeta({ page: 4, size: 25 }, 0)).toEqual({ page: 4, size: 25, total: 0, pages: 0 });
  });
});
