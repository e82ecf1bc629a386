import type { Command } from 'commander';
import { createContext, type Context } from '../context/create-context';
import type { ExitCode } from '../errors/exit-codes';
import type { Runtime } from '../runtime';

/** A command's work. Failures are thrown; return an exit code only for results such as "partly done". */
export type ActionHandler = (context: Context, command: Command) => Promise<ExitCode | void>;

/** Adapts a handler to commander's `.action()`, giving it the context of this run. */
export function action(runtime: Runtime, handler: ActionHandler) {
  return async (...args: unknown[]): Promise<void> => {
    // commander passes the arguments, the options, then the command itself.
    const command = args[args.length - 1] as Command;
    const exitCode = await handler(await createContext(runtime.io, command), command);
    if (exitCode !== undefined) runtime.exitCode = exitCode;
  };
}
