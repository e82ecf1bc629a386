import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { exitCodeOf, handleInterrupts, stopName, type SignalTarget, type StopSignal } from './interrupts';

/** A process to send signals to: its listeners, and the code it was ended with, if it was. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const target: SignalTarget = {
    on: (signal, listener) => emitter.on(signal, listener),
    off: (signal, listener) => emitter.off(signal, listener),
    exit: (code) => {
      exits.push(code);
      return undefined as never;
    },
  };
  return {
    target,
    exits,
    send: (signal: StopSignal) => emitter.emit(signal, signal),
    listeners: (s: StopSignal) => emitter.listenerCount(s),
  };
}

describe('signals during a run', () => {
  it('stops the run on the first Ctrl+C and ends the process on the second', () => {
    const p = fakeProcess();
    const interrupts = handleInterrupts(p.target);

    p.send('SIGINT');
    expect(interrupts.signal.aborted).toBe(true);
    expect(interrupts.stoppedBy()).toBe('SIGINT');
    expect(p.exits).toEqual([]);

    p.send('SIGINT');
    expect(p.exits).toEqual([130]);
  });

  it('treats SIGTERM and SIGHUP as a first Ctrl+C, and names them in the summary', () => {
    for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
      const p = fakeProcess();
      const interrupts = handleInterrupts(p.target);
      p.send(signal);
      expect(interrupts.signal.aborted).toBe(true);
      expect(p.exits).toEqual([]);
      expect(stopName(interrupts.stoppedBy())).toBe(signal);
      // Then Ctrl+C forces the end, with the status of the signal that stopped the run.
      p.send('SIGINT');
      expect(p.exits).toEqual([exitCodeOf(signal)]);
    }
    expect([exitCodeOf('SIGTERM'), exitCodeOf('SIGHUP')]).toEqual([143, 129]);
  });

  it('keeps listening after the first signal, so no other handler takes it for the last listener', () => {
    const p = fakeProcess();
    const interrupts = handleInterrupts(p.target);
    p.send('SIGINT');
    expect(p.listeners('SIGINT')).toBe(1);

    interrupts.dispose();
    expect(['SIGINT', 'SIGTERM', 'SIGHUP'].map((s) => p.listeners(s as StopSignal))).toEqual([0, 0, 0]);
    expect(stopName(undefined)).toBe('Ctrl+C');
  });
});
