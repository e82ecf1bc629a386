import type { Command } from 'commander';
import type { Context } from '../context/create-context';
import { UsageError } from '../errors/cli-error';
import type { ExitCode } from '../errors/exit-codes';
import type { Runtime } from '../runtime';

/** A command's work. Failures are thrown; return an exit code only for results such as "partly done". */
export type ActionHandler = (context: Context, command: Command) => Promise<ExitCode | void>;

/** Adapts a handler to commander's `.action()`, giving it the context of this run. */
export function action(runtime: Runtime, handler: ActionHandler) {
  return async (...args: unknown[]): Promise<void> => {
    // commander passes the arguments, the options, then the command itself.
    const command = args[args.length - 1] as Command;
    let exitCode: ExitCode | void;
    try {
      // Loaded here, not with the command tree: the config, the API client and the UI are for commands that run, not for --help.
      const { createContext } = await import('../context/create-context');
      exitCode = await handler(await createContext(runtime.io, command), command);
    } catch (error) {
      // Like commander's own usage errors, ours point at the command's help when they name no other step.
      if (error instanceof UsageError && !error.nextStep) throw new UsageError(error.message, `Run: ${commandPath(command)} --help`);
      throw error;
    }
    if (exitCode !== undefined) runtime.exitCode = exitCode;
  };
}

/** `trackctl companies list` for the `list` command under `companies`. */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  return names.join(' ');
}
