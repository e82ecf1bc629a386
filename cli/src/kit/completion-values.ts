import type { Command } from 'commander';

/**
 * What a shell offers for an option's value or an argument: one of these words (several,
 * comma-separated, when `many`), or a file name.
 */
export type ValueCompletion = { words: readonly string[]; many?: boolean } | { files: true };

/** A file (or a directory, or `-`): what a shell offers for an input, a report or an output. */
export const FILES: ValueCompletion = { files: true };

const completions = new WeakMap<Command, Record<string, ValueCompletion>>();

/**
 * Tells `trackctl completion` what to offer after some of a command's options (by long flag,
 * `--report`) and for its arguments (by name, `file`). Options and arguments with commander
 * choices offer them without this.
 */
export function completeValues<C extends Command>(command: C, values: Record<string, ValueCompletion>): C {
  completions.set(command, { ...completions.get(command), ...values });
  return command;
}

/** What the command offers for an option (its long flag) or argument (its name), if anything. */
export function valueCompletion(command: Command, key: string, choices: readonly string[] | undefined): ValueCompletion | undefined {
  return completions.get(command)?.[key] ?? (choices && choices.length > 0 ? { words: choices } : undefined);
}
