import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ShortcutKeys } from '../commands/shortcut-keys';
import type { Shortcut } from '../commands/shortcut';
import { StatusIndicator } from '../status/status-indicator';
import { UserMenu } from './user-menu';
import './app-layout.css';

export type NavItem = { title: string; path: string; shortcut?: Shortcut };

type Props = {
  nav: readonly NavItem[];
  userEmail: string;
  onSignOut: () => void;
  onShowApiTokens: () => void;
  onOpenPalette: () => void;
  onShowShortcuts: () => void;
  children: ReactNode;
};

/** The skip link lands on the screen's table when it has one (one Tab and Enter from the top), else on <main>. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  (main.querySelector<HTMLElement>('[data-focus-on-arrival], table[role="grid"]') ?? main).focus();
}

/** The frame of every signed-in screen: header, area navigation, and the screen in <main>. */
export function AppLayout({ nav, userEmail, onSignOut, onShowApiTokens, onOpenPalette, onShowShortcuts, children }: Props) {
  const [location] = useLocation();
  const isCurrent = (path: string) => location === path || location.startsWith(`${path}/`);

  return (
    <div className="app-layout">
      <a className="skip-link" href="#main" onClick={skipToContent}>
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
        <UserMenu userEmail={userEmail} onShowApiTokens={onShowApiTokens} onSignOut={onSignOut} />
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
