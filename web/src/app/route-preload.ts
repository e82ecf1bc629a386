import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import { useClock, useTimeZone } from '../ui/clock/clock-context';
import { AREAS, ROUTES } from './routes';

/**
 * Starts opening `href` ahead of the screen: its first queries go out at once (the code that names
 * them is a small chunk of its own) while the screen's code loads. Resolves once the screen's code
 * is here, whether it loaded or failed (the visit shows a failure).
 */
export function usePreloadRoute(): (href: string) => Promise<void> {
  const queryClient = useQueryClient();
  const { parser } = useRouter();
  const clock = useClock();
  const zone = useTimeZone();
  return useCallback(
    (href: string) => {
      const [path = '', query = ''] = href.split('?');
      const route = ROUTES.find((candidate) => !candidate.public && matchRoute(parser, candidate.path, path)[0]);
      if (!route) return Promise.resolve();
      const params = matchRoute(parser, route.path, path)[1] ?? {};
      void route
        .firstQueries?.()
        .then((firstQueries) => {
          for (const options of firstQueries({ params, search: new URLSearchParams(query), now: clock.now(), zone }))
            void queryClient.prefetchQuery(options);
        })
        // Offline, say: the screen asks for its data itself, and shows what went wrong.
        .catch(() => undefined);
      return route.screen?.preload?.() ?? Promise.resolve();
    },
    [queryClient, parser, clock, zone],
  );
}

/**
 * Goes to `path` as a key or a 'Go to' command does: its data is asked for at once, and the current
 * screen stays until the next one's code is here. Drawn before then, the next screen would show its
 * Suspense fallback, and React holds back the screen that replaces a fallback for some 300 ms.
 */
export function useGoTo(): (path: string) => void {
  const preload = usePreloadRoute();
  const [location, navigate] = useLocation();
  const current = useRef({ location, latest: 0 });
  useLayoutEffect(() => {
    current.current.location = location;
  });
  return (path: string) => {
    const from = current.current.location;
    const ticket = ++current.current.latest;
    void preload(path).then(() => {
      // A later key, or a link followed meanwhile, wins.
      if (current.current.latest === ticket && current.current.location === from) navigate(path);
    });
  };
}

/** A link, Back or a direct load: the new screen's data is asked for as its code loads, not after. */
export function usePrefetchOnNavigation(): void {
  const preload = usePreloadRoute();
  const [location] = useLocation();
  const search = useSearch();
  const latest = useRef({ preload, search });
  useLayoutEffect(() => {
    latest.current = { preload, search };
  });
  // The path alone: a filter changed on a screen is asked for by the screen, already drawn.
  useLayoutEffect(() => {
    const { preload, search } = latest.current;
    void preload(search ? `${location}?${search}` : location);
  }, [location]);
}

/**
 * Loads, while the browser is idle, the screens `g` and a letter open (and the code naming their
 * first queries), so that a first visit waits only for its data. Browsers without
 * requestIdleCallback load each screen on its first visit, as before.
 */
export function usePreloadAreasWhenIdle(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => {
      for (const area of AREAS) {
        void area.list.screen.preload?.();
        void area.list.firstQueries().catch(() => undefined);
      }
    });
    return () => window.cancelIdleCallback(handle);
  }, []);
}
