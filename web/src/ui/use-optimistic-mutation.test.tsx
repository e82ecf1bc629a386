import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useOptimisticMutation } from './use-optimistic-mutation';

type Flags = { featured: boolean };
const key = ['groups', 'detail', '3'] as const;

/** A save the test answers when it chooses, so what shows meanwhile can be checked. */
function pendingSave() {
  let answer!: { resolve: (value: Flags) => void; reject: (error: Error) => void };
  const promise = new Promise<Flags>((resolve, reject) => (answer = { resolve, reject }));
  return { promise, ...answer };
}

function setUp(apply?: (data: Flags, changes: Partial<Flags>) => Flags) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<Flags>(key, { featured: false });
  const save = pendingSave();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () =>
      useOptimisticMutation({
        queryKey: key,
        mutationFn: () => save.promise,
        apply,
        onSuccess: (saved) => queryClient.setQueryData(key, saved),
      }),
    { wrapper },
  );
  const cached = () => queryClient.getQueryData<Flags>(key);
  return { result, save, cached, queryClient };
}

const withChanges = (data: Flags, changes: Partial<Flags>) => ({ ...data, ...changes });

describe('an optimistic save', () => {
  it('shows the change at once and takes it back when the save fails', async () => {
    const { result, save, cached } = setUp(withChanges);

    act(() => result.current.mutate({ featured: true }));
    await waitFor(() => expect(cached()).toEqual({ featured: true }));

    act(() => save.reject(new Error('refused')));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toEqual({ featured: false });
  });

  it('keeps what the server answered when the save succeeds', async () => {
    const { result, save, cached } = setUp(withChanges);

    act(() => result.current.mutate({ featured: true }));
    act(() => save.resolve({ featured: true }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cached()).toEqual({ featured: true });
  });

  it('waits for the server when it has no change to apply', async () => {
    const { result, save, cached } = setUp();

    act(() => result.current.mutate({ featured: true }));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(cached()).toEqual({ featured: false });

    act(() => save.resolve({ featured: true }));
    await waitFor(() => expect(cached()).toEqual({ featured: true }));
  });

  it('reads the record again once the save is over, so what the server holds shows', async () => {
    const { save, queryClient } = setUp(withChanges);
    const server = { featured: false };
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({
        record: useQuery({ queryKey: key, queryFn: () => ({ ...server }), staleTime: Infinity }),
        save: useOptimisticMutation({ queryKey: key, mutationFn: () => save.promise, apply: withChanges }),
      }),
      { wrapper },
    );

    act(() => result.current.save.mutate({ featured: true }));
    await waitFor(() => expect(result.current.record.data).toEqual({ featured: true }));
    // Someone else turned it off meanwhile; this save answers without the record.
    server.featured = false;
    act(() => save.resolve({ featured: true }));

    await waitFor(() => expect(result.current.record.data).toEqual({ featured: false }));
  });
});
