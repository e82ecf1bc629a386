import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from './area';
import { loadFailedStylesheets } from './failed-stylesheets';
import { ScreenLoadError } from './screen-load-error';

/** How to forget each screen load that failed, so that its next render loads it again. */
const failedLoads = new Set<() => void>();

/**
 * Lets every screen whose load failed load again on its next render: the error boundary's Retry,
 * or the network coming back. Until then a failed load stays failed, so the render React retries
 * after an error does not start another fetch (and another failure) of its own.
 */
export function retryFailedScreenLoads(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * A screen whose module loads on first visit, so the initial bundle carries only the shell. Unlike
 * React's `lazy`, which keeps a failed load for good, a load that failed (offline, a deploy in
 * between) is tried again after `retryFailedScreenLoads`, stylesheets and all.
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType<ScreenProps>>>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ScreenProps> {
  // Stylesheets that failed before come first: Vite would not fetch them again.
  const loader = () =>
    lazy<ComponentType<ScreenProps>>(() =>
      loadFailedStylesheets()
        .then(load)
        .then(
          (module) => ({ default: module[name] }),
          (failure: unknown) => {
            // React keeps a lazy component's failure for good: a retry needs a new one.
            failedLoads.add(() => (Loaded = loader()));
            throw new ScreenLoadError(failure);
          },
        ),
    );
  let Loaded = loader();
  return function LazyScreen(props: ScreenProps) {
    return <Loaded {...props} />;
  };
}
