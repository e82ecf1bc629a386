import { Link, useLocation } from 'wouter';
import { HOME_PATH } from './area/home-path';
import { ShortcutKeys } from './commands/shortcut-keys';

/**
 * What an address no route knows shows, in place of a silent redirect: the address asked for
 * stays in the bar (a mistyped or stale link can be seen and fixed), and the palette opens from
 * here as from any screen.
 */
export function NotFoundPage() {
  const [location] = useLocation();
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        The console has no screen at <code>{location}</code>. The link may be mistyped, or from an older version of the console.
      </p>
      <p>
        Open the command palette (<ShortcutKeys shortcut="mod+k" />) to find a record or a screen, or go to{' '}
        <Link href={HOME_PATH} data-focus-on-arrival>
          Registrations
        </Link>
        .
      </p>
    </section>
  );
}
