import { readFileSync } from 'node:fs';

/**
 * CPU seconds process `pid` has used (all its threads, user and system), or null where /proc is not
 * (another system, or a process of another machine). Load from elsewhere moves it far less than it
 * moves times, so it compares runs made on a busy machine.
 */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields 14 and 15 of /proc/PID/stat (after the command in parentheses): user and system time in ticks of 1/100 s.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
