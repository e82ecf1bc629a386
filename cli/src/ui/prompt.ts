import type { Io } from '../io/io';

export type PromptField<Name extends string = string> = {
  name: Name;
  label: string;
  /** Shows a `*` per character, for passwords. */
  mask?: boolean;
  initial?: string;
};

/**
 * Asks for the fields one after another on the terminal and resolves with their values. Ink and
 * React load here, on first use, and never for `--help`. Callers check `context.interactive` first.
 */
export async function promptFields<Name extends string>(io: Io, fields: readonly PromptField<Name>[]): Promise<Record<Name, string>> {
  const { runPromptForm } = await import('./prompt-form');
  return runPromptForm(io, fields);
}
