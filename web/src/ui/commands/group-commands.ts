import type { Command } from './command-registry';

/** Commands by group, groups in the order they were first registered. */
export function groupCommands(commands: readonly Command[]): [group: string, commands: Command[]][] {
  const groups = new Map<string, Command[]>();
  for (const command of commands) {
    const group = groups.get(command.group);
    if (group) group.push(command);
    else groups.set(command.group, [command]);
  }
  return [...groups];
}
