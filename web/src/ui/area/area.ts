import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { DefaultParams } from 'wouter';
import type { Command } from '../commands/command-registry';

export type ScreenProps = { params: DefaultParams };

/** Where a screen is about to open: what its first queries are read from. */
export type RouteAt = {
  params: DefaultParams;
  search: URLSearchParams;
  /** The console's clock's now and the user's zone, for screens whose queries have relative dates. */
  now: Date;
  zone: string;
};

/** A query a screen reads as it opens, as `queryClient.prefetchQuery` takes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen's data and key have their own types
export type FirstQuery = FetchQueryOptions<any, any, any, any>;

/** The queries a screen reads first, for a location; the screen's own hooks must ask for the same keys. */
export type FirstQueries = (at: RouteAt) => readonly FirstQuery[];

/** One screen of the console. */
export type AreaRoute = {
  /** A wouter pattern; `:name` is a path parameter. */
  path: string;
  /** The screen's name: its heading, the document title and its palette entry. */
  title: string;
  /** Public routes need no session; every other route is for signed-in admins only. */
  public?: true;
  /** The screen, loaded on first visit (see `lazyScreen`); absent while the screen is not built yet. */
  screen?: ComponentType<ScreenProps> & { preload?: () => Promise<void> };
  /**
   * Loads (lazily, beside the screen's own chunk) what the screen reads first, so that navigation
   * starts those requests at the key press, in parallel with the screen's code.
   */
  firstQueries?: () => Promise<FirstQueries>;
};

/** An area's list screen: its route's path and title are the area's own. */
export type ListRoute = Required<Pick<AreaRoute, 'screen' | 'firstQueries'>>;

/** What an area's palette commands may ask of the shell. */
export type AreaCommandActions = {
  navigate: (path: string) => void;
  /** Opens the palette on a command's search page. */
  openPaletteAt: (commandId: string) => void;
};

/**
 * One area of the console (registrations, companies, groups, ...): its place in the navigation, its
 * screens and its palette commands. The route table lists the areas; the shell learns of them only there.
 */
export type Area = {
  id: string;
  /** The navigation's label. */
  title: string;
  /** Where the navigation goes. */
  path: string;
  /** The letter that follows `g` to go there. */
  key: string;
  /** Its list screen, at `path` under `title`: the screen `g` and the key open. */
  list: ListRoute;
  /** Its other screens; the first match wins, so fixed segments such as `/companies/bulk` come before `/companies/:company_id`. */
  routes?: readonly AreaRoute[];
  /** Commands on every signed-in screen, beyond the 'Go to' entries the shell makes from `routes`. */
  commands?: (actions: AreaCommandActions) => Command[];
};

/** An area's screens in matching order: its list screen first, then the others. */
export function areaRoutes(area: Area): readonly AreaRoute[] {
  return [{ path: area.path, title: area.title, ...area.list }, ...(area.routes ?? [])];
}
