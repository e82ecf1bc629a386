import type { BaseLocationHook } from 'wouter';
import { leaveOrAsk } from './leave-guard';

/**
 * Wraps a router's location hook so that a move to another path asks first while a form holds
 * unsaved edits (`useLeaveGuard`); a change of the search alone (a filter, a page) stays on the
 * screen and goes through.
 */
export function guardedLocation<H extends BaseLocationHook>(hook: H): H {
  const guarded = (...args: Parameters<H>) => {
    const [location, navigate] = hook(...args);
    const go: typeof navigate = (to, ...rest) => {
      const here = new URL(location, window.location.origin);
      if (new URL(String(to), here).pathname === here.pathname) return navigate(to, ...rest);
      leaveOrAsk(() => navigate(to, ...rest));
    };
    return [location, go];
  };
  return guarded as H;
}
