import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createCommandRegistry, type Command, type CommandRegistry } from './command-registry';
import { bindKeys } from './key-bindings';

const RegistryContext = createContext<CommandRegistry | null>(null);

/** Holds the one command registry and binds its shortcuts to the keyboard. */
export function CommandProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(createCommandRegistry);
  useEffect(() => bindKeys(registry), [registry]);
  return <RegistryContext value={registry}>{children}</RegistryContext>;
}

function useRegistry(): CommandRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useCommands needs a CommandProvider above it');
  return registry;
}

/** Everything registered right now, for the palette and the shortcut overlay. */
export function useRegisteredCommands(): readonly Command[] {
  const registry = useRegistry();
  return useSyncExternalStore(registry.subscribe, registry.getSnapshot, registry.getSnapshot);
}

/**
 * Registers a screen's commands while it is mounted. Pass them inline: they are re-registered only
 * when what the palette shows changes, and `perform` always runs the latest render's function.
 */
export function useCommands(commands: readonly Command[]): void {
  const registry = useRegistry();
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });

  const signature = JSON.stringify(
    commands.map((c) => [
      c.id,
      c.title,
      c.group,
      c.shortcut,
      c.keywords,
      c.search?.placeholder,
      c.choices?.placeholder,
      c.choices?.items,
      Boolean(c.focusScope),
    ]),
  );
  useEffect(() => {
    const current = (id: string) => latest.current.find((command) => command.id === id);
    const stable = latest.current.map((command) => ({
      ...command,
      perform: () => current(command.id)?.perform(),
      ...(command.focusScope && { focusScope: () => current(command.id)?.focusScope?.() ?? null }),
      ...(command.search && {
        search: {
          ...command.search,
          find: (text: string, signal: AbortSignal) => current(command.id)?.search?.find(text, signal) ?? Promise.resolve([]),
        },
      }),
      ...(command.choices && { choices: { ...command.choices, choose: (id: string) => current(command.id)?.choices?.choose(id) } }),
    }));
    return registry.register(stable);
  }, [registry, signature]);
}
