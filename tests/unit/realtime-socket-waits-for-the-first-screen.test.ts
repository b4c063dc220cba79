// The realtime socket waits until the first screen is drawn (src/realtime/firstScreen.ts): the
// wait ends when the layout says so, or a few seconds after it began, and never starts again.
import { describe, expect, it } from 'vitest';
import { createFirstScreen } from '../../src/realtime/firstScreen';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(latestMs = 5000) {
  const timers: { callback: () => void; ms: number }[] = [];
  const screen = createFirstScreen(latestMs, (callback, ms) => timers.push({ callback, ms }));
  let waited = 0;
  const wait = () => void screen.drawn().then(() => (waited += 1));
  return { screen, timers, wait, waited: () => waited };
}

describe('the first screen', () => {
  it('holds every wait until it is drawn, then lets them all go', async () => {
    const { screen, wait, waited } = setup();
    wait();
    wait();
    await flush();
    expect(waited()).toBe(0);
    expect(screen.isDrawn).toBe(false);
    screen.mark();
    await flush();
    expect(waited()).toBe(2);
    expect(screen.isDrawn).toBe(true);
  });

  it('lets the waits go after the longest wait when nobody says it is drawn, and does not hold later ones', async () => {
    const { screen, timers, wait, waited } = setup(5000);
    wait();
    wait();
    // one timer for all the waits
    expect(timers.map(({ ms }) => ms)).toEqual([5000]);
    timers[0]!.callback();
    await flush();
    expect(waited()).toBe(2);
    expect(screen.isDrawn).toBe(true);
    wait();
    await flush();
    expect(waited()).toBe(3);
  });

  it('starts no timer once drawn', async () => {
    const { screen, timers, wait, waited } = setup();
    screen.mark();
    wait();
    await flush();
    expect(waited()).toBe(1);
    expect(timers).toEqual([]);
  });
});
