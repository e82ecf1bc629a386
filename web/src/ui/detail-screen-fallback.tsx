import type { ReactNode } from 'react';
import { errorMessage } from '../api/error-message';

type DetailScreenFallbackProps = {
  /** The way back, e.g. a BackLink to the list. */
  back: ReactNode;
  title: string;
  /** Why the record did not load; while absent, the screen says it is loading. */
  error: unknown;
};

/** A detail screen before its record is there: the way back, its heading, and loading or why it failed. */
export function DetailScreenFallback({ back, title, error }: DetailScreenFallbackProps) {
  return (
    <section>
      {back}
      <h1>{title}</h1>
      {error ? (
        <p className="alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
}
