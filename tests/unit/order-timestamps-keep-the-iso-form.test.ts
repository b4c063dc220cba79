// Order replies write every timestamp as Date#toISOString does (gateway/orders/replies.ts). The
// database's JSON writes UTC timestamps with a +00:00 offset and 0 to 6 fraction digits, and a
// faster path rewrites those as text: it must give exactly what a Date would, for every form.
import { expect, it } from 'vitest';
import { iso } from '../../gateway/orders/replies';

it('gives what Date#toISOString gives for every form the database writes, and for Dates', () => {
  const values = [
    '2026-11-23T18:18:31.094+00:00',
    '2026-11-23T18:18:31.09+00:00',
    '2026-11-23T18:18:31.9+00:00',
    '2026-11-23T18:18:31+00:00',
    '2026-11-23T18:18:31.123456+00:00',
    '2026-11-23T18:18:31.999999+00:00',
    '2026-02-28T23:59:59.5+00:00',
    '2026-11-23T21:18:31.5+03:00',
    '2026-11-23T18:18:31.094Z',
    new Date('2026-01-01T00:00:00.007Z'),
  ];
  for (const value of values) expect(iso(value), String(value)).toBe(new Date(value).toISOString());
  expect(iso(null)).toBeNull();
});
