import { Suspense, useEffect } from 'react';
import { Redirect, Route, useLocation } from 'wouter';
import { HOME_PATH } from '../ui/area/home-path';
import { NotBuiltPage } from '../ui/not-built-page';
import { NotFoundPage } from '../ui/not-found-page';
import { ScreenErrorBoundary } from '../ui/screen-error-boundary';
import { AppShell } from './app-shell';
import { useCurrentRoute } from './find-route';
import type { AppRoute } from './routes';
import { SessionGate } from './session-gate';

/** Renders the current route: public pages as they are, the rest (and an unknown address) behind the session gate. */
export function AppRoutes() {
  const route = useCurrentRoute();
  const [pathname] = useLocation();

  useEffect(() => {
    document.title = `${route?.title ?? 'Page not found'} · Tracker`;
  }, [route]);

  // The console's root is the registrations queue.
  if (pathname === '/') return <Redirect to={HOME_PATH} replace />;
  // An address no route knows says so where it was asked for (not a silent redirect), in the shell,
  // so the palette and the navigation lead on from there.
  if (!route) {
    return (
      <SessionGate>
        {(user) => (
          <AppShell user={user}>
            <NotFoundPage />
          </AppShell>
        )}
      </SessionGate>
    );
  }
  if (route.public) return <Screen route={route} />;
  return (
    <SessionGate>
      {(user) => (
        <AppShell user={user}>
          <Screen route={route} />
        </AppShell>
      )}
    </SessionGate>
  );
}

/** The route's screen; a new path (another record, say) mounts it afresh, with no state left over. */
function Screen({ route }: { route: AppRoute }) {
  const [pathname] = useLocation();
  const { screen: Built, title, path } = route;
  return (
    <ScreenErrorBoundary key={pathname}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Route path={path}>{(params) => (Built ? <Built params={params} /> : <NotBuiltPage title={title} path={path} />)}</Route>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
