import type { CurrentUser } from '@tracker/core/auth';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { loadApiTokensDialog, useSignOut } from '../auth';
import { useFocusAfterNavigation } from '../ui/focus/use-focus-after-navigation';
import { AppLayout, type NavItem } from '../ui/layout/app-layout';
// Loaded with the shell, not on first use: a lazy palette took ~340 ms to open the first time, and
// the keys typed meanwhile went to the page.
import { CommandPalette } from '../ui/palette/command-palette';
import { ShortcutOverlay } from '../ui/shortcut-overlay';
import { findRecords } from './find-records';
import { usePrefetchOnNavigation, usePreloadAreasWhenIdle } from './route-preload';
import { AREAS } from './routes';
import { useShellCommands } from './shell-commands';

const ApiTokensDialog = lazy(async () => ({ default: (await loadApiTokensDialog()).ApiTokensDialog }));

/**
 * What covers the screen: the palette (maybe on a search page such as 'Go to company…'), `?`, the
 * API tokens, or nothing. Each opening of the palette is a fresh one (`opening`), even one asked for
 * by a command run from the palette as it closes.
 */
type Overlay = { kind: 'palette'; page?: string; opening: number } | { kind: 'shortcuts' } | { kind: 'api-tokens' } | null;

const NAV: readonly NavItem[] = AREAS.map((area) => ({ title: area.title, path: area.path, shortcut: ['g', area.key] }));

/** The signed-in frame: layout, the palette and the shortcut overlay, and the shell's commands. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [overlay, setOverlay] = useState<Overlay>(null);
  const openings = useRef(0);
  const palette = (page?: string): Overlay => ({ kind: 'palette', page, opening: ++openings.current });
  const signOut = useSignOut();
  const openPalette = () => setOverlay(palette());
  const showShortcuts = () => setOverlay({ kind: 'shortcuts' });
  const showApiTokens = () => setOverlay({ kind: 'api-tokens' });
  const close = () => setOverlay(null);
  useFocusAfterNavigation('main');
  usePrefetchOnNavigation();
  usePreloadAreasWhenIdle();
  useShellCommands({
    // Rendered before the key handler returns, so the palette's field has focus for the next key.
    togglePalette: () => flushSync(() => setOverlay((open) => (open?.kind === 'palette' ? null : palette()))),
    openPaletteAt: (page) => setOverlay(palette(page)),
    showShortcuts,
    showApiTokens,
    signOut: () => signOut.mutate(),
  });

  return (
    <>
      <AppLayout
        nav={NAV}
        userEmail={user.attributes.email}
        onSignOut={() => signOut.mutate()}
        onShowApiTokens={showApiTokens}
        onOpenPalette={openPalette}
        onShowShortcuts={showShortcuts}
      >
        {children}
      </AppLayout>
      {overlay?.kind === 'palette' && (
        <CommandPalette key={overlay.opening} onClose={close} initialPage={overlay.page} findRecords={findRecords} />
      )}
      {overlay?.kind === 'shortcuts' && <ShortcutOverlay onClose={close} />}
      {overlay?.kind === 'api-tokens' && (
        <Suspense fallback={null}>
          <ApiTokensDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
