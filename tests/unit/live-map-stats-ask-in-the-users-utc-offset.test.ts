import { describe, expect, it } from 'vitest';
import { utcOffsetMinutes } from '../../src/screens/liveMap/stats/utcOffset';

describe('the utcOffset of the franchise figures', () => {
  it('is the user time zone offset in minutes east of UTC at that moment', () => {
    expect(utcOffsetMinutes('Europe/Istanbul', new Date('2026-01-15T12:00:00Z'))).toBe(180);
    expect(utcOffsetMinutes('Europe/London', new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(utcOffsetMinutes('Europe/London', new Date('2026-07-15T12:00:00Z'))).toBe(60);
    expect(utcOffsetMinutes('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('Asia/Kolkata', new Date('2026-01-15T12:00:30.500Z'))).toBe(330);
  });

  it("is the spec's default, 180, without a zone or with one the browser does not know", () => {
    expect(utcOffsetMinutes(undefined)).toBe(180);
    expect(utcOffsetMinutes('Mars/Olympus_Mons')).toBe(180);
  });
});
