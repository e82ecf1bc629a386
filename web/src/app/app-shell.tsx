import type { CurrentUser } from '@tracker/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSignOut } from '../auth/use-sign-out';
import { AppLayout, type NavItem } from '../ui/layout/app-layout';
import { ShortcutOverlay } from '../ui/shortcut-overlay';
import { AREAS } from './areas';
import { useShellCommands } from './shell-commands';

const loadPalette = () => import('../ui/palette/command-palette');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));

const NAV: readonly NavItem[] = AREAS.map((area) => ({ title: area.title, path: area.path, shortcut: ['g', area.key] }));

/** The signed-in frame: layout, the palette and the shortcut overlay, and the shell's commands. */
export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [overlay, setOverlay] = useState<'palette' | 'shortcuts' | null>(null);
  const signOut = useSignOut();
  const openPalette = () => setOverlay('palette');
  const showShortcuts = () => setOverlay('shortcuts');
  const close = () => setOverlay(null);
  useShellCommands({
    togglePalette: () => setOverlay((open) => (open === 'palette' ? null : 'palette')),
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
      {overlay === 'palette' && (
        <Suspense fallback={null}>
          <CommandPalette onClose={close} />
        </Suspense>
      )}
      {overlay === 'shortcuts' && <ShortcutOverlay onClose={close} />}
    </>
  );
}
