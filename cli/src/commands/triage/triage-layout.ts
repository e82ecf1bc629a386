/** The keys of the triage screen, in groups that are never split across lines. */
export const TRIAGE_KEY_GROUPS = [
  'j/k move',
  'c claim',
  'enter details',
  'h hide v show p private u public (all emails)',
  '1 assigned 2 classified 3 ready 4 error 5 complete 6 archived',
  'C complete all',
  'r reload',
  'q quit',
] as const;

const SEPARATOR = ' · ';

export type TriageLayout = {
  /** The rows shown: the queue's items from `first` up to, not including, `end`. */
  first: number;
  end: number;
  /** The key hints, wrapped at the terminal's width. */
  hints: string[];
  /** The details' lines that fit, the rest cut. */
  details: string[];
};

/**
 * Fits the triage screen to the terminal: the header, the last action's result and the key hints
 * always show; the details of the current registration take what they need of the rest but one
 * line; the queue gets the lines left, a window of rows around the cursor. Every line is one
 * terminal line (longer ones are cut), and the screen keeps its last line free, so that nothing
 * scrolls the header away.
 */
export function triageLayout(
  size: { rows: number; columns: number },
  count: number,
  cursor: number,
  details: readonly string[],
): TriageLayout {
  const hints = wrapGroups(TRIAGE_KEY_GROUPS, size.columns);
  const free = Math.max(size.rows - 1 - 1 - 1 - hints.length, 1);
  const shownDetails = details.slice(0, Math.max(free - 1, 0));
  const window = Math.max(free - shownDetails.length, 1);
  const first = Math.min(Math.max(cursor - Math.floor((window - 1) / 2), 0), Math.max(count - window, 0));
  return { first, end: Math.min(first + window, count), hints, details: shownDetails };
}

/** Joins the groups with ` · `, starting a new line where the next group would pass the width. */
function wrapGroups(groups: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const group of groups) {
    if (line && line.length + SEPARATOR.length + group.length > width) {
      lines.push(line);
      line = group;
    } else line = line ? `${line}${SEPARATOR}${group}` : group;
  }
  if (line) lines.push(line);
  return lines;
}
