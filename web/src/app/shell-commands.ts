import { useLocation } from 'wouter';
import { findCompanies } from '../companies/find-companies';
import type { Command } from '../ui/commands/command-registry';
import { useCommands } from '../ui/commands/commands-context';
import { AREAS } from './areas';
import { ROUTES } from './routes';

type Actions = {
  togglePalette: () => void;
  /** Opens the palette on a command's search page. */
  openPaletteAt: (commandId: string) => void;
  showShortcuts: () => void;
  signOut: () => void;
};

const areaPaths = new Set<string>(AREAS.map((area) => area.path));
/** Screens without parameters beyond the areas themselves, e.g. Bulk company import. */
const otherScreens = ROUTES.filter((route) => !route.public && !route.path.includes(':') && !areaPaths.has(route.path));

/**
 * The commands every signed-in screen has: go to any area, screen or company, the palette, `?`,
 * sign out.
 */
export function useShellCommands({ togglePalette, openPaletteAt, showShortcuts, signOut }: Actions): void {
  const [, navigate] = useLocation();
  const commands: Command[] = [
    ...AREAS.map((area) => ({
      id: `go.${area.id}`,
      title: area.title,
      group: 'Go to',
      shortcut: ['g', area.key],
      keywords: ['go', 'open'],
      perform: () => navigate(area.path),
    })),
    ...otherScreens.map((route) => ({
      id: `go.${route.path}`,
      title: route.title,
      group: 'Go to',
      keywords: [route.area],
      perform: () => navigate(route.path),
    })),
    {
      id: 'go.company',
      title: 'Go to company…',
      group: 'Go to',
      keywords: ['find', 'search', 'domain'],
      perform: () => openPaletteAt('go.company'),
      search: { placeholder: 'Company name or domain…', empty: 'No company matches.', find: findCompanies },
    },
    { id: 'palette.toggle', title: 'Command palette', group: 'General', shortcut: 'mod+k', perform: togglePalette },
    { id: 'shortcuts.show', title: 'Show keyboard shortcuts', group: 'General', shortcut: '?', perform: showShortcuts },
    { id: 'session.sign-out', title: 'Sign out', group: 'Account', keywords: ['log out', 'logout'], perform: signOut },
  ];
  useCommands(commands);
}
