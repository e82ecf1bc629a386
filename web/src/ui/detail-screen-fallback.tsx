import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ApiError } from '@tracker/core/errors';
import { errorMessage } from '../api/error-message';
import type { Command } from './commands/command-registry';
import { useCommands } from './commands/commands-context';
import { DetailLayout } from './detail-layout';

type DetailScreenFallbackProps = {
  /** The way back, e.g. a BackLink to the list. */
  back: ReactNode;
  title: string;
  /** Why the record did not load; while absent, the screen says it is loading. */
  error: unknown;
};

/**
 * A detail screen before its record is there: the way back, its heading, and loading or why it
 * failed. A failure other than a missing record (404, which no retry changes) offers Retry (a
 * button that takes focus, and a palette command), which fetches again every failed query of the
 * screen, so no screen has to wire its own.
 */
export function DetailScreenFallback({ back, title, error }: DetailScreenFallbackProps) {
  const queryClient = useQueryClient();
  const commands = useMemo<Command[]>(() => {
    if (!error || (error instanceof ApiError && error.status === 404)) return [];
    const retry = () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    return [
      { id: 'detail.retry', title: 'Retry loading this screen', group: 'Screen', keywords: ['reload', 'refetch', 'again'], perform: retry },
    ];
  }, [error, queryClient]);
  useCommands(commands);

  // Keyed on the state, so the failure replaces the loading screen: focus, which the loading
  // heading held, moves on to Retry and Enter is all it takes.
  return (
    <DetailLayout key={error ? 'failed' : 'loading'} back={back} title={title}>
      {error ? (
        <div className="alert" role="alert">
          <p>{errorMessage(error)}</p>
          {commands.length > 0 && (
            <button type="button" className="primary" onClick={() => commands[0]?.perform()} data-focus-on-arrival>
              Retry
            </button>
          )}
        </div>
      ) : (
        <p role="status">Loading…</p>
      )}
    </DetailLayout>
  );
}
