import type { MainThreadWork } from './main-thread';

/** One interaction's measured runs. */
export type Result = {
  screen: string;
  interaction: string;
  runs: MainThreadWork[];
  /** The rows an import step reads or sends: its screen's table adds the wall time and rows per second. */
  rows?: number;
};

const HEADER = ['interaction', 'longest task ms', 'blocking ms', 'slowest event ms', 'busy ms', 'a task over 50 ms', 'busy over 50 ms'];
const THROUGHPUT_HEADER = ['wall s', 'rows/s'];

/**
 * Prints one table per screen: for each interaction the median and the max over its runs of the
 * longest task, the total blocking time, the slowest event and all main-thread work, and in how
 * many runs a single task, and the work in all, went over the budget; for an import step, also its
 * wall time and the rows it handled per second.
 */
export function printTable(results: readonly Result[], budgetMs: number): void {
  console.log(
    `Median / max of each measure over the runs. Long tasks are those over 50 ms (none shows as 0); blocking sums their time past 50 ms;` +
      ` a slow event is one of 16 ms or more, key to next paint; busy is every main-thread task from the key to the next idle frame;` +
      ` wall is from the first key to the step's outcome on screen. Budget ${budgetMs} ms.`,
  );
  for (const screen of new Set(results.map((result) => result.screen))) {
    const ofScreen = results.filter((result) => result.screen === screen);
    const throughput = ofScreen.some((result) => result.rows !== undefined);
    const header = throughput ? [...HEADER, ...THROUGHPUT_HEADER] : HEADER;
    const rows = ofScreen.map((result) => [...measures(result, budgetMs), ...(throughput ? throughputOf(result) : [])]);
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
    const line = (values: readonly string[]) =>
      `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
    console.log(`\n${screen}\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
  }
}

function measures(result: Result, budgetMs: number): string[] {
  return [
    result.interaction,
    spread(result.runs.map((run) => run.longestTask)),
    spread(result.runs.map((run) => run.blocking)),
    spread(result.runs.map((run) => run.slowestEvent)),
    spread(result.runs.map((run) => run.busy)),
    runsOver(
      result.runs.map((run) => run.longestTask),
      budgetMs,
    ),
    runsOver(
      result.runs.map((run) => run.busy),
      budgetMs,
    ),
  ];
}

/** Wall seconds and rows per second, median / max over the runs; blank for a step that handles no rows. */
function throughputOf({ rows, runs }: Result): string[] {
  if (rows === undefined) return ['', ''];
  return [
    spread(
      runs.map((run) => run.wall / 1000),
      1,
    ),
    spread(runs.map((run) => rows / (run.wall / 1000))),
  ];
}

function spread(values: readonly number[], digits = 0): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return `${median.toFixed(digits)} / ${(sorted.at(-1) ?? 0).toFixed(digits)}`;
}

/** In how many runs the measure went over the budget: 'no', or 'k of n'. */
function runsOver(values: readonly number[], budgetMs: number): string {
  const over = values.filter((value) => value > budgetMs).length;
  return over === 0 ? 'no' : `${over} of ${values.length}`;
}
