import { describe, expect, it } from 'vitest';
import { pageFooter } from './page-footer';

const noun = { one: 'company', many: 'companies' };

describe('the line under a table', () => {
  it('tells the page and how many matched', () => {
    expect(pageFooter({ page: 2, size: 25, total: 290, pages: 12 }, noun)).toBe('page 2 of 12 (290 companies)');
    expect(pageFooter({ page: 1, size: 25, total: 0, pages: 0 }, noun)).toBe('No companies match.');
  });

  it('says "10,000+" when the server stopped counting', () => {
    expect(pageFooter({ page: 1, size: 25, total: 10_000, pages: 400, capped: true }, noun)).toBe('page 1 of 400+ (10,000+ companies)');
  });

  it('says a page past the last one is past it, rather than "page 402 of 400+"', () => {
    // 10,025 rows: page 401 was full and promised a next page, which found nothing.
    expect(pageFooter({ page: 402, size: 25, total: 10_000, pages: 400, capped: true }, noun)).toBe(
      'page 402 is past the last page (10,000+ companies)',
    );
    expect(pageFooter({ page: 9, size: 25, total: 290, pages: 12 }, noun)).toBe('page 9 of 12 (290 companies)');
    expect(pageFooter({ page: 13, size: 25, total: 290, pages: 12 }, noun)).toBe('page 13 is past the last page (290 companies)');
  });

  it('counts the pages exactly once the last page past the cap is reached', () => {
    expect(pageFooter({ page: 402, size: 25, total: 10_030, pages: 402, capped: true }, noun)).toBe('page 402 of 402 (10,030+ companies)');
  });

  it('says "about" of a total and a page count the server estimated', () => {
    const registrations = { one: 'registration', many: 'registrations' };
    expect(pageFooter({ page: 1, size: 25, total: 48_213, pages: 1929, capped: true, estimated: true }, registrations)).toBe(
      'page 1 of about 1,900 (about 48,000 registrations)',
    );
  });
});
