import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTablePagination } from './data-table-pagination';

const hrefFor = (page: number) => `/companies?page=${page}`;
const noun = ['company', 'companies'] as const;

describe('the data table’s pagination', () => {
  it('counts the matches and the pages', () => {
    render(<DataTablePagination meta={{ page: 2, size: 25, total: 290, pages: 12 }} noun={noun} hrefFor={hrefFor} />);

    expect(screen.getByText('290 companies')).toBeTruthy();
    expect(screen.getByText('Page 2 of 12')).toBeTruthy();
  });

  it('shows "10,000+" past the server’s count cap, and a next page without a last one', () => {
    render(<DataTablePagination meta={{ page: 3, size: 25, total: 10_000, pages: 400, capped: true }} noun={noun} hrefFor={hrefFor} />);

    expect(screen.getByText('10,000+ companies')).toBeTruthy();
    expect(screen.getByText('Page 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/companies?page=4');
  });
});
