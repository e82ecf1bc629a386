import type { Company } from '@tracker/core/companies';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { companyQueries } from '../queries';

export type BulkRow =
  | { value: string; status: 'pending' }
  | { value: string; status: 'found'; company: Company }
  | { value: string; status: 'not_found'; reason?: string };

/** How many lookups run at once; enough to be quick without flooding the server. */
const CONCURRENCY = 4;

/** Resolves many domains or names through the lookup; a failed lookup counts as not found. */
export function useBulkLookup() {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [running, setRunning] = useState(false);
  const run = useRef(0);

  async function resolve(values: readonly string[]) {
    const id = ++run.current;
    setRows(values.map((value) => ({ value, status: 'pending' })));
    setRunning(true);
    const settle = (index: number, row: BulkRow) => {
      if (id === run.current) setRows((current) => current.map((old, i) => (i === index ? row : old)));
    };
    let next = 0;
    async function worker() {
      while (next < values.length && id === run.current) {
        const index = next++;
        const value = values[index] as string;
        try {
          const numeric = /^\d+$/.test(value) ? { company_id: value } : {};
          // A failure counts as not found at once (spec section 8), without the usual retries.
          const found = await queryClient.fetchQuery({ ...companyQueries.lookup({ q: value, ...numeric }), retry: false });
          settle(index, found.data ? { value, status: 'found', company: found.data } : { value, status: 'not_found' });
        } catch (error) {
          settle(index, { value, status: 'not_found', reason: error instanceof Error ? error.message : undefined });
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, values.length) }, worker));
    if (id === run.current) setRunning(false);
  }

  function clear() {
    run.current += 1;
    setRows([]);
    setRunning(false);
  }

  return { rows, running, resolve, clear };
}
