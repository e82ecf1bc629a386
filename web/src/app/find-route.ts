import { matchRoute, useLocation, useRouter, type Parser } from 'wouter';
import { ROUTES, type AppRoute } from './routes';

/** The route a path belongs to, if any. */
export function findRoute(path: string, parser: Parser): AppRoute | undefined {
  return ROUTES.find((route) => matchRoute(parser, route.path, path)[0]);
}

/** The route of the current location, if any. */
export function useCurrentRoute(): AppRoute | undefined {
  const { parser } = useRouter();
  const [location] = useLocation();
  return findRoute(location, parser);
}
