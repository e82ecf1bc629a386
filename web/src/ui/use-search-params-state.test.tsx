import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useSearchParamsState } from './use-search-params-state';

const FILTERS = { q: '', health: 'all', good_fit: false, tags: [] as string[], page: 1 };

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  const hook = renderHook(() => useSearchParamsState(FILTERS), { wrapper });
  return { ...hook, url: () => location.history.at(-1), history: location.history };
}

describe('list state in the URL', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads typed values, falling back to the defaults', () => {
    const { result } = renderAt('/companies?q=acme&good_fit=true&tags=retail&tags=fashion&page=3&page_size=x');

    expect(result.current[0]).toEqual({ q: 'acme', health: 'all', good_fit: true, tags: ['retail', 'fashion'], page: 3 });
  });

  it('ignores a page that is not a number', () => {
    const { result } = renderAt('/companies?page=abc');

    expect(result.current[0].page).toBe(1);
  });

  it('goes back to page 1 when a filter changes', () => {
    const { result, url } = renderAt('/companies?q=acme&page=3');

    act(() => result.current[1]({ health: 'dormant' }));

    expect(url()).toBe('/companies?q=acme&health=dormant');
    expect(result.current[0].page).toBe(1);
  });

  it('drops the page’s cursor when a filter changes, or the page changes without one', () => {
    const { result, url } = renderAt('/companies?q=acme&page=3&cursor=abc.def');

    act(() => result.current[1]({ health: 'dormant' }));
    expect(url()).toBe('/companies?q=acme&health=dormant');

    act(() => result.current[1]({ page: 2, cursor: 'ghi.jkl' } as never));
    expect(url()).toBe('/companies?q=acme&health=dormant&page=2&cursor=ghi.jkl');
    act(() => result.current[1]({ page: 5 }));
    expect(url()).toBe('/companies?q=acme&health=dormant&page=5');
  });

  it('keeps the filters when only the page changes', () => {
    const { result, url } = renderAt('/companies?q=acme&page=3');

    act(() => result.current[1]({ page: 4 }));

    expect(url()).toBe('/companies?q=acme&page=4');
  });

  it('drops values equal to their default and keeps keys it does not know', () => {
    const { result, url } = renderAt('/companies?q=acme&current=1');

    act(() => result.current[1]({ q: '', tags: ['a', 'b'] }));

    expect(url()).toBe('/companies?current=1&tags=a&tags=b');
  });

  it('keeps a sort such as name:desc readable in the address', () => {
    const { result, url } = renderAt('/companies');

    act(() => result.current[1]({ q: 'a,b', health: 'new:x' }));

    expect(url()).toBe('/companies?q=a,b&health=new:x');
  });

  it('applies two writes made before the next render', () => {
    const { result, url } = renderAt('/companies?page=2');

    act(() => {
      result.current[1]({ q: 'acme' });
      result.current[1]({ health: 'new' });
    });

    expect(url()).toBe('/companies?q=acme&health=new');
  });

  it('builds links, e.g. for pagination', () => {
    const { result } = renderAt('/companies?q=acme&page=3');

    expect(result.current[2]({ page: 2 })).toBe('/companies?q=acme&page=2');
  });

  it('adds a history entry per change without reloading, so back and forward work', async () => {
    window.history.replaceState(null, '', '/companies?page=2');
    const { result } = renderHook(() => useSearchParamsState(FILTERS));

    act(() => result.current[1]({ q: 'acme' }));
    expect(result.current[0]).toMatchObject({ q: 'acme', page: 1 });

    act(() => window.history.back());
    await waitFor(() => expect(result.current[0]).toMatchObject({ q: '', page: 2 }));

    act(() => window.history.forward());
    await waitFor(() => expect(result.current[0]).toMatchObject({ q: 'acme', page: 1 }));
  });
});
