import type { CDPSession, Page } from '@playwright/test';

/** What the main thread did between a key press and the next idle frame. */
export type MainThreadWork = {
  /** The longest task (Long Tasks API: only tasks over 50 ms are reported), 0 when none was that long. */
  longestTask: number;
  /** Total blocking time: each long task's time past 50 ms, summed. */
  blocking: number;
  /** The slowest input event (Event Timing, events of 16 ms or more): input delay, handlers and the next paint. */
  slowestEvent: number;
  /** Every task the renderer's main thread ran meanwhile, however short (DevTools' TaskDuration). */
  busy: number;
  /** From the first key until `act` resolves: for an act that waits for its outcome (an import run), how long that took. */
  wall: number;
};

/** Quiet time that counts as settled: well past the longest debounce of a search (300 ms). */
const QUIET_MS = 500;

/**
 * Observers installed before the app's own scripts (`page.addInitScript`). Plain JavaScript in a
 * string: a function would be serialised with whatever helpers the TypeScript loader wrapped it in.
 */
export const OBSERVERS_SCRIPT = `(() => {
  const longTasks = [];
  const events = [];
  const longTaskObserver = new PerformanceObserver((list) => { longTasks.push(...list.getEntries()); });
  longTaskObserver.observe({ type: 'longtask', buffered: true });
  const eventObserver = new PerformanceObserver((list) => { events.push(...list.getEntries()); });
  eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__mainThread = {
    since(start) {
      longTasks.push(...longTaskObserver.takeRecords());
      events.push(...eventObserver.takeRecords());
      const tasks = longTasks.filter((task) => task.startTime >= start).map((task) => task.duration);
      const slow = events.filter((event) => event.startTime >= start).map((event) => event.duration);
      return {
        longestTask: Math.max(0, ...tasks),
        blocking: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
        slowestEvent: Math.max(0, ...slow),
      };
    },
  };
})();`;

/** The page's requests: how many are in flight, how many have started. */
export type Requests = { inFlight(): number; started(): number };

/** Counts the page's requests in flight, so `settle` knows when the answers have come and been drawn. */
export function trackRequests(page: Page): Requests {
  let inFlight = 0;
  let started = 0;
  page.on('request', () => {
    inFlight++;
    started++;
  });
  const finished = () => void inFlight--;
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return { inFlight: () => inFlight, started: () => started };
}

/**
 * Waits until no request is in flight and none starts for QUIET_MS (a debounced search has fired
 * and been answered), then for the next frame and the idle time after it.
 */
export async function settle(page: Page, requests: Requests): Promise<void> {
  for (;;) {
    const seen = requests.started();
    await page.waitForTimeout(QUIET_MS);
    if (requests.inFlight() === 0 && requests.started() === seen) break;
  }
  // --cold-screens takes requestIdleCallback from the page: a timer stands in for it there.
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(() => resolve())))');
}

/**
 * Runs `act` (the key presses) and measures the main thread from just before the first key to the
 * next idle frame after the page settles.
 */
export async function measure(page: Page, cdp: CDPSession, requests: Requests, act: () => Promise<void>): Promise<MainThreadWork> {
  await settle(page, requests);
  const start = (await page.evaluate('performance.now()')) as number;
  const busyBefore = await taskSeconds(cdp);
  const acting = performance.now();
  await act();
  const wall = performance.now() - acting;
  await settle(page, requests);
  const busy = ((await taskSeconds(cdp)) - busyBefore) * 1000;
  const observed = (await page.evaluate(`window.__mainThread.since(${start})`)) as Omit<MainThreadWork, 'busy' | 'wall'>;
  return { ...observed, busy, wall };
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
}
