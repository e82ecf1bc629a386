import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { DataTablePagination } from './data-table-pagination';

const hrefFor = (page: number) => `/companies?page=${page}`;
const noun = ['company', 'companies'] as const;
const press = (key: string) => fireEvent.keyDown(document.body, { key });

describe('the data table’s pagination', () => {
  it('counts the matches and the pages', () => {
    renderAt(
      '/companies?page=2',
      <DataTablePagination meta={{ page: 2, size: 25, total: 290, pages: 12 }} noun={noun} hrefFor={hrefFor} />,
    );

    expect(screen.getByText('290 companies')).toBeTruthy();
    expect(screen.getByText('Page 2 of 12')).toBeTruthy();
  });

  it('shows "10,000+" past the server’s count cap, and a next page without a last one', () => {
    renderAt(
      '/companies?page=3',
      <DataTablePagination meta={{ page: 3, size: 25, total: 10_000, pages: 400, capped: true }} noun={noun} hrefFor={hrefFor} />,
    );

    expect(screen.getByText('10,000+ companies')).toBeTruthy();
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/companies?page=4');
  });

  it('shows an estimated total as "about" so many, with a next page and no last one', () => {
    renderAt(
      '/registrations?page=1',
      <DataTablePagination
        meta={{ page: 1, size: 25, total: 48_213, pages: 1929, capped: true, estimated: true }}
        noun={['registration', 'registrations']}
        hrefFor={hrefFor}
      />,
    );

    expect(screen.getByText('about 48,000 registrations')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/companies?page=2');
  });

  it('past the count cap, says the page after a full last one is past the end instead of "Page 402 of 400"', () => {
    // 10,025 rows: page 401 was full and promised a next page, which found nothing.
    renderAt(
      '/companies?page=402',
      <DataTablePagination meta={{ page: 402, size: 25, total: 10_000, pages: 400, capped: true }} noun={noun} hrefFor={hrefFor} />,
    );

    expect(screen.getByText('Page 402, past the last page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/companies?page=401');
  });

  it('past the count cap, counts the pages once the last one is reached', () => {
    renderAt(
      '/companies?page=402',
      <DataTablePagination meta={{ page: 402, size: 25, total: 10_030, pages: 402, capped: true }} noun={noun} hrefFor={hrefFor} />,
    );

    expect(screen.getByText('Page 402 of 402')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('turns pages with ] and [, and goes to the first and last with { and }', () => {
    const { currentPath } = renderAt(
      '/companies?page=2',
      <DataTablePagination meta={{ page: 2, size: 25, total: 290, pages: 12 }} noun={noun} hrefFor={hrefFor} />,
    );

    press(']');
    expect(currentPath()).toBe('/companies?page=3');
    press('[');
    expect(currentPath()).toBe('/companies?page=1');
    press('}');
    expect(currentPath()).toBe('/companies?page=12');
    press('{');
    expect(currentPath()).toBe('/companies?page=1');
  });

  it('says when the page is past the end, with a way to the last page', () => {
    renderAt('/companies?page=9', <DataTablePagination meta={{ page: 9, size: 25, total: 60, pages: 3 }} noun={noun} hrefFor={hrefFor} />);

    expect(screen.getByRole('status').textContent).toBe('Page 9 is past the end: there are 3 pages. Go to the last page');
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/companies?page=3');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  describe('with the cursors the list gave', () => {
    const cursorHref = (page: number, cursor?: string) => `/companies?page=${page}${cursor ? `&cursor=${cursor}` : ''}`;
    const meta = { page: 5, size: 25, total: 290, pages: 12, next_cursor: 'after-125', previous_cursor: 'before-101' };

    it('links the next and previous pages by cursor, and the others by number', () => {
      renderAt('/companies?page=5', <DataTablePagination meta={meta} noun={noun} hrefFor={cursorHref} />);

      expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/companies?page=6&cursor=after-125');
      expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/companies?page=4&cursor=before-101');
    });

    it('turns pages by cursor with ] and [, and goes to the first and last by number', () => {
      const { currentPath } = renderAt('/companies?page=5', <DataTablePagination meta={meta} noun={noun} hrefFor={cursorHref} />);

      press(']');
      expect(currentPath()).toBe('/companies?page=6&cursor=after-125');
      press('[');
      expect(currentPath()).toBe('/companies?page=4&cursor=before-101');
      press('}');
      expect(currentPath()).toBe('/companies?page=12');
      press('{');
      expect(currentPath()).toBe('/companies?page=1');
    });

    it('turns pages by number where the list gave no cursor (a ranked search)', () => {
      const { currentPath } = renderAt(
        '/companies?page=5',
        <DataTablePagination meta={{ page: 5, size: 25, total: 290, pages: 12 }} noun={noun} hrefFor={cursorHref} />,
      );

      press(']');
      expect(currentPath()).toBe('/companies?page=6');
    });
  });
});
