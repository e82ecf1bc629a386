import { constants } from 'node:os';

/** The signals that stop a run: Ctrl+C, and what `timeout`, systemd, CI and a closed terminal send. */
const STOPS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOPS)[number];

/** What the process offers this module; tests pass their own. */
export type SignalTarget = {
  on(signal: StopSignal, listener: (signal: StopSignal) => void): unknown;
  off(signal: StopSignal, listener: (signal: StopSignal) => void): unknown;
  /** Ends the process at once with this code. */
  exit(code: number): never;
};

export type Interrupts = {
  /** Aborted by the first signal: the run starts nothing new and winds down. */
  readonly signal: AbortSignal;
  /** The signal that stopped the run, if one did. */
  stoppedBy(): StopSignal | undefined;
  /** Stops listening: the next signal has its default effect (it ends the process). */
  dispose(): void;
};

/** 128 + the signal's number: the status a shell gives a command the signal ended. */
export const exitCodeOf = (signal: StopSignal): number => 128 + constants.signals[signal];

/** How a summary names what stopped the run: `Ctrl+C`, `SIGTERM`. */
export const stopName = (signal: StopSignal | undefined): string => (signal === undefined || signal === 'SIGINT' ? 'Ctrl+C' : signal);

/**
 * Listens for SIGINT, SIGTERM and SIGHUP for the whole run, counting them. The first aborts
 * `signal`: requests in flight are cancelled, except an import's rows, which finish so that the
 * report says what the server did with each. The second ends the process at once.
 *
 * The listeners stay for the whole run (never `once`): Ink's restore-cursor installs a signal-exit
 * handler that re-sends a signal to the process as soon as it is the only listener left, which
 * would turn the first Ctrl+C after a prompt into an immediate death with no report.
 */
export function handleInterrupts(target: SignalTarget = process as unknown as SignalTarget): Interrupts {
  const controller = new AbortController();
  let first: StopSignal | undefined;
  const onSignal = (signal: StopSignal) => {
    if (first === undefined) {
      first = signal;
      controller.abort();
      return;
    }
    target.exit(exitCodeOf(first));
  };
  for (const signal of STOPS) target.on(signal, onSignal);
  return {
    signal: controller.signal,
    stoppedBy: () => first,
    dispose: () => {
      for (const signal of STOPS) target.off(signal, onSignal);
    },
  };
}
