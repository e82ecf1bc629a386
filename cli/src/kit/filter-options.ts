import { Option, type Command } from 'commander';
import { UsageError } from '../errors/cli-error';
import { completeValues } from './completion-values';
import type { FilterFlag } from './filter-flag';
import { booleanParam } from './query-params';

/** Adds a list's filter flags (generated from core's declaration) to a command. */
export function addFilterOptions(command: Command, flags: readonly FilterFlag[]): Command {
  for (const flag of flags) {
    const option = new Option(flag.flags, flag.help);
    command.addOption(option);
    if (flag.negate) command.addOption(new Option(flag.negate.flags, flag.negate.help));
    if (flag.values && option.long) completeValues(command, { [option.long]: { words: flag.values, many: flag.many } });
  }
  return command;
}

/**
 * The query parameters the given flags set, as the strings a URL carries; flags not given are left
 * out, so the server applies its defaults. The API layer checks them against the contract before sending.
 */
export function filterQuery(flags: readonly FilterFlag[], options: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const flag of flags) {
    const value = options[new Option(flag.flags).attributeName()];
    const param = typeof value === 'boolean' ? booleanParam(value) : typeof value === 'string' ? value : undefined;
    if (param !== undefined) query[flag.param] = param;
  }
  // A flag that only qualifies another one would be silently ignored alone: say so instead.
  for (const flag of flags) {
    const name = flag.flags.split(' ', 1)[0];
    const required = flags.find((f) => f.flags.split(' ', 1)[0] === flag.requires);
    if (flag.requires && query[flag.param] !== undefined && required && query[required.param] === undefined) {
      throw new UsageError(`${name} needs ${flag.requires}: alone it changes nothing.`);
    }
  }
  return query;
}
