import type { MainThreadWork } from './main-thread';

/** One interaction's measured runs. */
export type Result = { screen: string; interaction: string; runs: MainThreadWork[] };

const HEADER = ['interaction', 'longest task ms', 'blocking ms', 'slowest event ms', 'busy ms', 'a task over 50 ms', 'busy over 50 ms'];

/**
 * Prints one table per screen: for each interaction the median and the max over its runs of the
 * longest task, the total blocking time, the slowest event and all main-thread work, and in how
 * many runs a single task, and the work in all, went over the budget.
 */
export function printTable(results: readonly Result[], budgetMs: number): void {
  const rows = results.map((result) => [
    result.interaction,
    spread(result.runs.map((run) => run.longestTask)),
    spread(result.runs.map((run) => run.blocking)),
    spread(result.runs.map((run) => run.slowestEvent)),
    spread(result.runs.map((run) => run.busy)),
    runsOver(result.runs.map((run) => run.longestTask), budgetMs),
    runsOver(result.runs.map((run) => run.busy), budgetMs),
  ]);
  const widths = HEADER.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (values: readonly string[]) => `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(
    `Median / max of each measure over the runs. Long tasks are those over 50 ms (none shows as 0); blocking sums their time past 50 ms;` +
      ` a slow event is one of 16 ms or more, key to next paint; busy is every main-thread task from the key to the next idle frame. Budget ${budgetMs} ms.`,
  );
  let screen = '';
  results.forEach((result, index) => {
    if (result.screen !== screen) {
      screen = result.screen;
      console.log(`\n${screen}\n${line(HEADER)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    }
    console.log(line(rows[index] ?? []));
  });
}

function spread(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return `${median.toFixed(0)} / ${(sorted.at(-1) ?? 0).toFixed(0)}`;
}

/** In how many runs the measure went over the budget: 'no', or 'k of n'. */
function runsOver(values: readonly number[], budgetMs: number): string {
  const over = values.filter((value) => value > budgetMs).length;
  return over === 0 ? 'no' : `${over} of ${values.length}`;
}
