import { useSyncExternalStore } from 'react';
import { errorMessage } from '../../api/error-message';

export type SaveStatus =
  { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'done'; message: string } | { state: 'error'; message: string };

const IDLE: SaveStatus = { state: 'idle' };
let current: SaveStatus = IDLE;
let pending = 0;
const listeners = new Set<() => void>();

function set(next: SaveStatus) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The console's one save status, shown in the header and cleared on every route change.
 * Screens call it around their mutations, or wrap the call in `track`.
 */
export const saveStatus = {
  saving: () => set({ state: 'saving' }),
  saved: () => set({ state: 'saved' }),
  /** Something that is not a save went well, e.g. 'Copied: password'; said as it is. */
  done: (message: string) => set({ state: 'done', message }),
  failed: (message: string) => set({ state: 'error', message }),
  clear: () => {
    pending = 0;
    set(IDLE);
  },
  /** Shows saving while `work` runs, then saved, or the error message if it fails. */
  async track<T>(work: Promise<T>, describe: (error: unknown) => string = errorMessage): Promise<T> {
    pending += 1;
    saveStatus.saving();
    try {
      const result = await work;
      pending = Math.max(0, pending - 1);
      if (pending === 0 && current.state !== 'error') saveStatus.saved();
      return result;
    } catch (error) {
      pending = Math.max(0, pending - 1);
      saveStatus.failed(describe(error));
      throw error;
    }
  },
  get: (): SaveStatus => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSaveStatus(): SaveStatus {
  return useSyncExternalStore(saveStatus.subscribe, saveStatus.get, saveStatus.get);
}
