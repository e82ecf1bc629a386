/**
 * One filter of a list as trackctl offers it: the commander flags and help, generated at build
 * time from core's declaration (`src/generated/filter-flags.ts`) so that `--help` never loads core.
 */
export type FilterFlag = {
  /** The query parameter the flag sets. */
  param: string;
  /** `--name <value>`, or `--name` for a boolean. */
  flags: string;
  help: string;
  /** A boolean's `--no-name`, which sends false. */
  negate?: { flags: string; help: string };
  /** The flag (`--health`) without which this one means nothing: alone it is a usage error. */
  requires?: string;
  /** What a shell offers after the flag (completion): the accepted values, or sort orders. */
  values?: readonly string[];
  /** The flag takes several of `values`, comma-separated. */
  many?: boolean;
};
