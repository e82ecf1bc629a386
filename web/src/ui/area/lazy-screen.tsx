import { lazy, useState, type ComponentType } from 'react';
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

/** A screen loaded on first visit that can be loaded ahead of it. */
export type LazyScreen = ComponentType<ScreenProps> & {
  /** Loads the screen's module (once); resolves when it is ready to draw without suspending. */
  preload: () => Promise<void>;
};

/**
 * A screen whose module loads on first visit, so the initial bundle carries only the shell. Unlike
 * React's `lazy`, which keeps a failed load for good, a load that failed (offline, a deploy in
 * between) is tried again after `retryFailedScreenLoads`, stylesheets and all. Once loaded (by a
 * visit or `preload`), the screen draws at once: a suspended screen would show its fallback, and
 * React then holds the screen back for its Suspense reveal throttle (some 300 ms).
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType<ScreenProps>>>(load: () => Promise<M>, name: K): LazyScreen {
  let loaded: ComponentType<ScreenProps> | undefined;
  // Stylesheets that failed before come first: Vite would not fetch them again.
  const fetchScreen = () =>
    loadFailedStylesheets()
      .then(load)
      .then((module) => (loaded = module[name]));
  const suspending = () =>
    lazy<ComponentType<ScreenProps>>(() =>
      fetchScreen().then(
        (screen) => ({ default: screen }),
        (failure: unknown) => {
          // React keeps a lazy component's failure for good: a retry needs a new one.
          failedLoads.add(() => (Lazy = suspending()));
          throw new ScreenLoadError(failure);
        },
      ),
    );
  let Lazy = suspending();

  function Screen(props: ScreenProps) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen would remount it.
    const [Drawn] = useState(() => loaded ?? Lazy);
    return <Drawn {...props} />;
  }
  // A preload that fails leaves nothing behind: the visit tries again and shows its own failure.
  // The browser fetches a module once, so a visit during a preload waits for the same request.
  const preload = () =>
    loaded
      ? Promise.resolve()
      : fetchScreen().then(
          () => undefined,
          () => undefined,
        );
  return Object.assign(Screen, { preload });
}
