import { describe, expect, it } from 'vitest';
import { triageLayout } from './triage-layout';

describe('the triage screen on a terminal', () => {
  it('keeps the header, the result and the keys, and gives the queue the lines left, the cursor in the middle', () => {
    const layout = triageLayout({ rows: 24, columns: 80 }, 100, 50, []);
    // 24 lines: header, result, the hints, one line kept free; the rest are rows.
    expect(layout.hints.every((line) => line.length <= 80)).toBe(true);
    const rows = layout.end - layout.first;
    expect(rows).toBe(24 - 3 - layout.hints.length);
    expect(layout.first).toBeLessThanOrEqual(50);
    expect(layout.end).toBeGreaterThan(50);
    expect(50 - layout.first).toBe(Math.floor((rows - 1) / 2));
  });

  it('starts at the top and stops at the bottom of the queue', () => {
    expect(triageLayout({ rows: 24, columns: 80 }, 100, 0, []).first).toBe(0);
    const last = triageLayout({ rows: 24, columns: 80 }, 100, 99, []);
    expect(last.end).toBe(100);
    expect(triageLayout({ rows: 40, columns: 120 }, 5, 3, [])).toMatchObject({ first: 0, end: 5 });
  });

  it('wraps the keys at the width, and a wider terminal needs fewer lines for them', () => {
    const narrow = triageLayout({ rows: 24, columns: 80 }, 10, 0, []).hints;
    const wide = triageLayout({ rows: 40, columns: 200 }, 10, 0, []).hints;
    expect(narrow.length).toBeGreaterThan(wide.length);
    expect(narrow.join(' · ')).toBe(wide.join(' · '));
  });

  it('gives details what they need but keeps the cursor row, cutting them on a tiny terminal', () => {
    const details = Array.from({ length: 30 }, (_, i) => `detail ${i}`);
    const roomy = triageLayout({ rows: 60, columns: 200 }, 100, 40, details);
    expect(roomy.details).toHaveLength(30);
    const small = triageLayout({ rows: 24, columns: 80 }, 100, 40, details);
    expect(small.end - small.first).toBe(1);
    expect(small.first).toBe(40);
    expect(small.details.length).toBe(24 - 3 - small.hints.length - 1);
  });
});
