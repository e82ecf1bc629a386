import type { Command } from 'commander';
import { commandPath } from './action';

/** Commands whose output has no JSON form: a shell script, help, an interactive screen, progress lines. */
const printsNoJson = new WeakSet<Command>();

/** Marks a command whose output has no JSON form, so that `--json` with it is a usage error. */
export function withoutJson<C extends Command>(command: C): C {
  printsNoJson.add(command);
  return command;
}

/**
 * `--json` is global, so commander accepts it everywhere; a script that asks for JSON from a command
 * marked `withoutJson` would otherwise get text with exit 0. Refuse it as a usage error (exit 2)
 * before that command's action runs.
 */
export function refuseJsonWhereUnsupported(program: Command): void {
  program.hook('preAction', (_program, actionCommand) => {
    const { json, fields } = actionCommand.optsWithGlobals<{ json?: boolean; fields?: string }>();
    if (!printsNoJson.has(actionCommand) || (json === undefined && fields === undefined)) return;
    actionCommand.error(`${commandPath(actionCommand)} has no JSON output: leave out --json.`, {
      exitCode: 2,
      code: 'trackctl.jsonUnsupported',
    });
  });
}
