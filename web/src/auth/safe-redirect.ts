import { isAuthPath } from '../api/sign-in-redirect';
import { HOME_PATH } from '../ui/area/home-path';

const PROBE_ORIGIN = 'http://probe.invalid';

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site, else
 * home. Anything that could leave the site (`//host`, `/\host`, a scheme) falls back to home.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return HOME_PATH;
  // Browsers read `\` as `/` and drop tabs and newlines, so let the URL parser decide where it lands.
  const url = new URL(target, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || isAuthPath(url.pathname)) return HOME_PATH;
  return target;
}
