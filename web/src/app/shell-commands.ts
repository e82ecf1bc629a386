import { useLocation } from 'wouter';
import type { Command } from '../ui/commands/command-registry';
import { useCommands } from '../ui/commands/commands-context';
import { useGoTo } from './route-preload';
import { AREAS, ROUTES } from './routes';

type Actions = {
  togglePalette: () => void;
  /** Opens the palette on a command's search page. */
  openPaletteAt: (commandId: string) => void;
  showShortcuts: () => void;
  showApiTokens: () => void;
  signOut: () => void;
};

const areaPaths = new Set<string>(AREAS.map((area) => area.path));
/** Screens without parameters beyond the areas themselves, e.g. Bulk company import. */
const otherScreens = ROUTES.filter((route) => !route.public && !route.path.includes(':') && !areaPaths.has(route.path));

/**
 * The commands every signed-in screen has: go to any area or screen, each area's own commands (such
 * as 'Go to company…'), the palette, `?`, sign out.
 */
export function useShellCommands({ togglePalette, openPaletteAt, showShortcuts, showApiTokens, signOut }: Actions): void {
  const [, navigate] = useLocation();
  const goTo = useGoTo();
  const commands: Command[] = [
    ...AREAS.map((area) => ({
      id: `go.${area.id}`,
      title: area.title,
      group: 'Go to',
      shortcut: ['g', area.key],
      keywords: ['go', 'open'],
      perform: () => goTo(area.path),
    })),
    ...otherScreens.map((route) => ({
      id: `go.${route.path}`,
      title: route.title,
      group: 'Go to',
      keywords: [route.area],
      perform: () => goTo(route.path),
    })),
    ...AREAS.flatMap((area) => area.commands?.({ navigate, openPaletteAt }) ?? []),
    { id: 'palette.toggle', title: 'Command palette', group: 'General', shortcut: 'mod+k', perform: togglePalette },
    { id: 'shortcuts.show', title: 'Show keyboard shortcuts', group: 'General', shortcut: '?', perform: showShortcuts },
    {
      id: 'session.api-tokens',
      title: 'API tokens',
      group: 'Account',
      keywords: ['trackctl', 'revoke', 'token', 'cli'],
      perform: showApiTokens,
    },
    { id: 'session.sign-out', title: 'Sign out', group: 'Account', keywords: ['log out', 'logout'], perform: signOut },
  ];
  useCommands(commands);
}
