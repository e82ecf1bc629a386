import { navigate } from 'wouter/use-browser-location';

/** Pages a signed-out visitor may see; a 401 there must not send them anywhere. */
const AUTH_PATHS = ['/signin', '/forgot-password', '/reset-password'];

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.includes(pathname.replace(/(.)\/+$/, '$1'));
}

/**
 * Where a 401 on `pathname` sends the user: sign-in, remembering the path (without its query) to
 * return to; nowhere when they already are on a sign-in or password page.
 */
export function signInPathFor(pathname: string): string | undefined {
  if (isAuthPath(pathname)) return undefined;
  // Slashes are legal in a query value; keeping them makes the address readable.
  return `/signin?redirect=${encodeURIComponent(pathname).replaceAll('%2F', '/')}`;
}

/** Sends the browser to sign-in after a 401, replacing the page that failed in the history. */
export function redirectToSignIn(): void {
  const target = signInPathFor(window.location.pathname);
  if (target) navigate(target, { replace: true });
}
