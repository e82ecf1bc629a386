import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** Why leaving would lose something: a form's unsaved edits, or a bulk run that leaving stops. */
export type LeaveReason = 'unsaved' | 'running';

/** The forms that hold unsaved edits (or runs going) now, and a route change waiting for the user's answer. */
const dirtyForms = new Map<symbol, LeaveReason>();
let waiting: (() => void) | null = null;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());

/**
 * While `dirty`, leaving the screen asks first: a route change through the console's confirmation,
 * closing or reloading the tab through the browser's. Returns `saved`, to call before a form that
 * has just saved moves on (to the record it created), so that move does not ask.
 */
export function useLeaveGuard(dirty: boolean, reason: LeaveReason = 'unsaved'): () => void {
  const form = useRef<symbol | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const token = Symbol('unsaved form');
    form.current = token;
    dirtyForms.set(token, reason);
    // Browsers show their own question for this and ignore the text; asking is all a page can do.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(token);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, reason]);
  return useCallback(() => {
    if (form.current) dirtyForms.delete(form.current);
  }, []);
}

/**
 * Runs a route change at once when no form holds unsaved edits, else keeps it until the user
 * answers (`leaveAnyway` runs it, `stay` drops it).
 */
export function leaveOrAsk(go: () => void) {
  if (dirtyForms.size === 0) return go();
  waiting = go;
  publish();
}

export function leaveAnyway() {
  const go = waiting;
  waiting = null;
  dirtyForms.clear();
  publish();
  go?.();
}

export function stay() {
  waiting = null;
  publish();
}

/** What leaving now would lose: a run going is said before unsaved edits. */
export function leaveReason(): LeaveReason {
  return [...dirtyForms.values()].includes('running') ? 'running' : 'unsaved';
}

/** Whether a route change waits for the user's answer. */
export function useLeaveWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
  );
}
