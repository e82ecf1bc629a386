import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgress } from './progress';

function stream(isTTY: boolean) {
  let text = '';
  const out = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    { isTTY },
  );
  return { out, text: () => text };
}

describe('progress', () => {
  it('redraws one line in place on a terminal and clears it when done', () => {
    const { out, text } = stream(true);
    let elapsed = 0;
    const progress = createProgress(
      out,
      (n) => `Exported ${n} rows…`,
      {},
      () => elapsed,
    );

    progress.update(1);
    elapsed = 99;
    progress.update(2);
    progress.stop();

    // The second update came within the redraw interval, so only the first was drawn.
    expect(text()).toBe('\r\u001b[KExported 1 rows…\r\u001b[K');
  });

  it('redraws again once the redraw interval has passed', () => {
    const { out, text } = stream(true);
    let elapsed = 0;
    const progress = createProgress(
      out,
      (n) => `${n}`,
      {},
      () => elapsed,
    );

    progress.update(1);
    elapsed = 100;
    progress.update(2);

    expect(text()).toBe('\r\u001b[K1\r\u001b[K2');
  });

  it('prints nothing when stderr is not a terminal', () => {
    const { out, text } = stream(false);
    const progress = createProgress(out, (n) => `${n}`, {});

    progress.update(1);
    progress.stop();

    expect(text()).toBe('');
  });

  it('draws nothing on a terminal that cannot redraw a line (TERM=dumb)', () => {
    const { out, text } = stream(true);
    const progress = createProgress(out, (n) => `${n}`, { TERM: 'dumb' });

    progress.update(1);
    progress.stop();

    expect(text()).toBe('');
  });
});
