import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

const hrefFor = (page: number) => `/companies?page=${page}`;

describe('pagination', () => {
  it('has no previous link on page 1', () => {
    render(<Pagination page={1} pages={3} hrefFor={hrefFor} />);

    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/companies?page=2');
  });

  it('links to the previous page after page 1', () => {
    render(<Pagination page={2} pages={3} hrefFor={hrefFor} />);

    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/companies?page=1');
  });

  it('has no next link on the last page', () => {
    render(<Pagination page={3} pages={3} hrefFor={hrefFor} />);

    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
  });

  it('says a page past the last one is past it, rather than "Page 9 of 3", and offers no next page', () => {
    render(<Pagination page={9} pages={3} hrefFor={hrefFor} />);

    expect(screen.getByText('Page 9, past the last page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/companies?page=8');
  });
});
