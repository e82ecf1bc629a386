import type { CurrentUser } from '@tracker/core/auth';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSignOut } from '../auth';
import { AppLayout, type NavItem } from '../ui/layout/app-layout';
import { ShortcutOverlay } from '../ui/shortcut-overlay';
import { AREAS } from './routes';
import { useShellCommands } from './shell-commands';

const loadPalette = () => import('../ui/palette/command-palette');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));

/** What covers the screen: the palette (maybe on a search page such as 'Go to company…'), `?`, or nothing. */
type Overlay = { kind: 'palette'; page?: string } | { kind: 'shortcuts' } | null;

const NAV: readonly NavItem[] = AREAS.map((area) => ({ title: area.title, path: area.path, shortcut: ['g', area.key] }));

/** The signed-in frame: layout, the palette and the shortcut overlay, and the shell's commands. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [overlay, setOverlay] = useState<Overlay>(null);
  const signOut = useSignOut();
  const openPalette = () => setOverlay({ kind: 'palette' });
  const showShortcuts = () => setOverlay({ kind: 'shortcuts' });
  const close = () => setOverlay(null);
  useShellCommands({
    togglePalette: () => setOverlay((open) => (open?.kind === 'palette' ? null : { kind: 'palette' })),
    openPaletteAt: (page) => setOverlay({ kind: 'palette', page }),
    showShortcuts,
    signOut: () => signOut.mutate(),
  });

  // Fetch the palette while the user reads, so Ctrl/Cmd+K opens it at once.
  useEffect(() => void loadPalette(), []);

  return (
    <>
      <AppLayout
        nav={NAV}
        userEmail={user.attributes.email}
        onSignOut={() => signOut.mutate()}
        onOpenPalette={openPalette}
        onShowShortcuts={showShortcuts}
      >
        {children}
      </AppLayout>
      {overlay?.kind === 'palette' && (
        <Suspense fallback={null}>
          <CommandPalette onClose={close} initialPage={overlay.page} />
        </Suspense>
      )}
      {overlay?.kind === 'shortcuts' && <ShortcutOverlay onClose={close} />}
    </>
  );
}
