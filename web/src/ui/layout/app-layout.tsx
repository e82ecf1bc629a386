import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ShortcutKeys } from '../commands/shortcut-keys';
import type { Shortcut } from '../commands/shortcut';
import { StatusIndicator } from '../status/status-indicator';
import './app-layout.css';

export type NavItem = { title: string; path: string; shortcut?: Shortcut };

type Props = {
  nav: readonly NavItem[];
  userEmail: string;
  onSignOut: () => void;
  onOpenPalette: () => void;
  onShowShortcuts: () => void;
  children: ReactNode;
};

/** The frame of every signed-in screen: header, area navigation, and the screen in <main>. */
export function AppLayout({ nav, userEmail, onSignOut, onOpenPalette, onShowShortcuts, children }: Props) {
  const [location] = useLocation();
  const isCurrent = (path: string) => location === path || location.startsWith(`${path}/`);

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <Link href="/registrations" className="app-brand">
          Tracker
        </Link>
        <button type="button" className="palette-trigger" onClick={onOpenPalette}>
          <span>Search or run a command…</span>
          <ShortcutKeys shortcut="mod+k" />
        </button>
        <StatusIndicator />
        <span className="app-user" title="Signed in as">
          {userEmail}
        </span>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>
      <nav className="app-nav" aria-label="Areas">
        <ul>
          {nav.map((item) => (
            <li key={item.path}>
              <Link href={item.path} aria-current={isCurrent(item.path) ? 'page' : undefined}>
                <span>{item.title}</span>
                {item.shortcut && (
                  <span aria-hidden="true">
                    <ShortcutKeys shortcut={item.shortcut} />
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        <button type="button" className="shortcuts-trigger" onClick={onShowShortcuts}>
          <span>Keyboard shortcuts</span>
          <ShortcutKeys shortcut="?" />
        </button>
      </nav>
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
