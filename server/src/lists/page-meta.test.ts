import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_CAP } from '@tracker/core';
import { pageMeta } from './page-meta';

describe('page meta', () => {
  it('counts the pages the matching rows fill, the last one partly', () => {
    expect(pageMeta({ page: 2, size: 25 }, 51, 25)).toEqual({ page: 2, size: 25, total: 51, pages: 3 });
  });

  it('adds no empty page when the rows fill the last one exactly', () => {
    expect(pageMeta({ page: 1, size: 25 }, 50, 25).pages).toBe(2);
  });

  it('has no pages when nothing matches, whichever page was asked for', () => {
    expect(pageMeta({ page: 4, size: 25 }, 0, 0)).toEqual({ page: 4, size: 25, total: 0, pages: 0 });
  });

  it('counts exactly up to the cap itself', () => {
    expect(pageMeta({ page: 1, size: 25 }, TOTAL_COUNT_CAP, 25)).toEqual({ page: 1, size: 25, total: TOTAL_COUNT_CAP, pages: 400 });
  });

  describe('past the count cap', () => {
    const past = TOTAL_COUNT_CAP + 1;

    it('shows the cap as a lower bound, and a next page after a full one', () => {
      expect(pageMeta({ page: 1, size: 25 }, past, 25)).toEqual({ page: 1, size: 25, total: TOTAL_COUNT_CAP, pages: 400, capped: true });
      expect(pageMeta({ page: 400, size: 25 }, past, 25)).toEqual({
        page: 400,
        size: 25,
        total: TOTAL_COUNT_CAP,
        pages: 401,
        capped: true,
      });
    });

    it('raises the total to what a page beyond the cap reached, promising one more page while pages are full', () => {
      expect(pageMeta({ page: 401, size: 25 }, past, 25)).toEqual({ page: 401, size: 25, total: 10_025, pages: 402, capped: true });
    });

    it('ends on a page that is not full', () => {
      expect(pageMeta({ page: 402, size: 25 }, past, 5)).toEqual({ page: 402, size: 25, total: 10_030, pages: 402, capped: true });
    });

    it('claims no more than the cap for a page past the end, which found nothing', () => {
      expect(pageMeta({ page: 900, size: 25 }, past, 0)).toEqual({ page: 900, size: 25, total: TOTAL_COUNT_CAP, pages: 400, capped: true });
    });
  });

  describe('with an estimated total', () => {
    const estimate = 48_213;

    it('shows the estimate, with a next page after a full one', () => {
      expect(pageMeta({ page: 1, size: 25 }, estimate, 25, TOTAL_COUNT_CAP, true)).toEqual({
        page: 1,
        size: 25,
        total: estimate,
        pages: 1929,
        capped: true,
        estimated: true,
      });
    });

    it('raises an estimate that a full page went past, promising one more page', () => {
      expect(pageMeta({ page: 3000, size: 25 }, estimate, 25, TOTAL_COUNT_CAP, true)).toEqual({
        page: 3000,
        size: 25,
        total: 75_000,
        pages: 3001,
        capped: true,
        estimated: true,
      });
    });

    it('gives the exact total on the page where the list ends, however far the estimate was off', () => {
      expect(pageMeta({ page: 2, size: 25 }, estimate, 7, TOTAL_COUNT_CAP, true)).toEqual({ page: 2, size: 25, total: 32, pages: 2 });
      expect(pageMeta({ page: 1, size: 25 }, estimate, 0, TOTAL_COUNT_CAP, true)).toEqual({ page: 1, size: 25, total: 0, pages: 0 });
    });

    it('keeps the estimate for a page past the end, which found nothing', () => {
      expect(pageMeta({ page: 5000, size: 25 }, estimate, 0, TOTAL_COUNT_CAP, true)).toEqual({
        page: 5000,
        size: 25,
        total: estimate,
        pages: 1929,
        capped: true,
        estimated: true,
      });
    });
  });
});
