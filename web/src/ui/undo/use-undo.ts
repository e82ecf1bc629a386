import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/error-message';

/** A destructive single action that has a reverse call, e.g. taking a company out of a group. */
export type UndoableAction<T> = {
  /** Does it; rejects when the server refuses. */
  run: (item: T) => Promise<unknown>;
  /** Puts it back; rejects when the server refuses. */
  reverse: (item: T) => Promise<unknown>;
  /** What the note says once it is done, e.g. 'Removed Acme from this group'. */
  done: (item: T) => string;
  /** How a refusal of each is said, e.g. 'Not removed' and 'Not put back'. */
  notDone: string;
  notUndone: string;
};

/** The last action done, as the undo note shows it, and how to take it back. */
export type Undo = {
  /** What was just done, until it is undone or replaced; null when there is nothing to undo. */
  offered: string | null;
  undo: () => void;
  /** Why the last action or its undo did not happen. */
  failure: string | null;
};

/**
 * Runs an undoable action instead of asking first: the last one done is offered for undo (the
 * note's button, `u` or Ctrl+Z) until it is undone, replaced by the next, or the screen is left.
 * `run` is stable, so tables' columns that hold it are not rebuilt on every render.
 */
export function useUndo<T>(action: UndoableAction<T>): Undo & { run: (item: T) => void } {
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const [done, setDone] = useState<{ item: T; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback((item: T) => {
    const { run, done, notDone } = latest.current;
    setFailure(null);
    run(item).then(
      () => setDone({ item, message: done(item) }),
      (error: unknown) => setFailure(`${notDone}: ${errorMessage(error)}`),
    );
  }, []);

  const undo = useCallback(() => {
    if (!done) return;
    const { reverse, notUndone } = latest.current;
    setDone(null);
    setFailure(null);
    reverse(done.item).catch((error: unknown) => setFailure(`${notUndone}: ${errorMessage(error)}`));
  }, [done]);

  return { run, offered: done?.message ?? null, undo, failure };
}
