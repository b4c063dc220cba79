// Plausible courier movement for the demo: streets are not straight lines, so a trip goes along
// one axis, turns, then along the other (which one first depends on the trip), at the speed of
// the courier's vehicle.

import type { LatLon } from '../orders/replies';

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points (haversine). */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Metres per second by vehicle type (spec 9: 100 on foot ... 700 car), in city traffic. */
const SPEED_MS: Readonly<Record<number, number>> = {
  100: 1.4,
  200: 7,
  250: 5.5,
  300: 4,
  400: 6,
  500: 4.5,
  600: 6.5,
  700: 7.5,
};

export const speedOf = (vehicleType: number): number => SPEED_MS[vehicleType] ?? 5;

/** An L-shaped route from `from` to `to`: the turn at (to.lat, from.lon) or (from.lat, to.lon). */
export function route(from: LatLon, to: LatLon, latitudeFirst: boolean): LatLon[] {
  const corner: LatLon = latitudeFirst ? [to[0], from[1]] : [from[0], to[1]];
  return [corner, to];
}

/**
 * Moves `metres` from `position` through `waypoints` (consumed as they are reached). Answers the
 * new position and the waypoints left; none left means arrived.
 */
export function advance(position: LatLon, waypoints: readonly LatLon[], metres: number): { position: LatLon; left: LatLon[] } {
  let here = position;
  let budget = metres;
  const left = [...waypoints];
  while (left.length > 0 && budget > 0) {
    const next = left[0];
    const gap = distanceM(here, next);
    if (gap <= budget) {
      here = next;
      budget -= gap;
      left.shift();
    } else {
      const share = budget / gap;
      here = [here[0] + (next[0] - here[0]) * share, here[1] + (next[1] - here[1]) * share];
      budget = 0;
    }
  }
  return { position: here, left };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
export const rounded = (point: LatLon): LatLon => [round6(point[0]), round6(point[1])];
