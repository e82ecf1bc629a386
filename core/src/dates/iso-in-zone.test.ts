import { describe, expect, it } from 'vitest';
import { isoInZone } from './iso-in-zone';

const NEW_YORK = 'America/New_York';

describe('an instant written in a zone', () => {
  it("carries the zone's offset of that instant, on both sides of a DST change", () => {
    // New York springs forward at 2:00 on 8 March 2026 and falls back at 2:00 on 1 November.
    expect(isoInZone(new Date('2026-03-08T06:59:59.999Z'), NEW_YORK)).toBe('2026-03-08T01:59:59.999-05:00');
    expect(isoInZone(new Date('2026-03-08T07:00:00.000Z'), NEW_YORK)).toBe('2026-03-08T03:00:00.000-04:00');
    expect(isoInZone(new Date('2026-11-01T05:30:00.000Z'), NEW_YORK)).toBe('2026-11-01T01:30:00.000-04:00');
    expect(isoInZone(new Date('2026-11-01T06:30:00.000Z'), NEW_YORK)).toBe('2026-11-01T01:30:00.000-05:00');
  });

  it('writes UTC and zones east of it with a plus, half hours included', () => {
    expect(isoInZone(new Date('2026-03-09T03:59:59.999Z'))).toBe('2026-03-09T03:59:59.999+00:00');
    expect(isoInZone(new Date('2026-03-09T03:59:59.999Z'), 'Asia/Kolkata')).toBe('2026-03-09T09:29:59.999+05:30');
  });

  it('always reads back as the very same instant, even where the offset once had seconds', () => {
    // Monrovia kept -0:44:30 until 1972.
    for (const [iso, zone] of [
      ['1971-03-09T03:59:59.999Z', 'Africa/Monrovia'],
      ['2026-03-08T07:00:00.000Z', NEW_YORK],
      ['2026-06-30T23:59:59.999Z', 'Pacific/Chatham'],
    ] as const) {
      expect(Date.parse(isoInZone(new Date(iso), zone)), zone).toBe(Date.parse(iso));
    }
  });
});
