// The new-notification chime (spec 9): 300 ms after a notification the bell animates (at most once
// every 1,800 ms) and, with push and sound on, the sound plays (at most once every 30,000 ms);
// with sound off nothing plays, however many arrive.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChime } from '../../src/widgets/notifications/chime';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function chimeWith(soundOn: () => boolean) {
  const play = vi.fn();
  const animate = vi.fn();
  return { play, animate, chime: createChime({ soundOn, play, animate, now: () => Date.now() }) };
}

describe('the notification chime', () => {
  it('plays 300 ms after a notification, then not again within 30,000 ms', () => {
    const { chime, play, animate } = chimeWith(() => true);
    chime.ring();
    vi.advanceTimersByTime(299);
    expect(play).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_000);
    chime.ring(); // 1.3 s after the first: neither the sound nor the animation again
    vi.advanceTimersByTime(300);
    expect(play).toHaveBeenCalledTimes(1);
    expect(animate).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_000);
    chime.ring(); // 2.6 s: the bell moves again, the sound waits for its 30 s
    vi.advanceTimersByTime(300);
    expect(animate).toHaveBeenCalledTimes(2);
    expect(play).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(27_099);
    chime.ring(); // its check comes 29,999 ms after the sound: still too soon
    vi.advanceTimersByTime(300);
    expect(play).toHaveBeenCalledTimes(1);
    chime.ring(); // 30,299 ms after it
    vi.advanceTimersByTime(300);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('stays silent with sound (or push) off, and a cancelled ring does nothing', () => {
    let on = false;
    const { chime, play, animate } = chimeWith(() => on);
    chime.ring();
    vi.advanceTimersByTime(300);
    expect(play).not.toHaveBeenCalled();
    expect(animate).toHaveBeenCalledTimes(1);
    on = true;
    chime.ring();
    chime.cancel();
    vi.advanceTimersByTime(60_000);
    expect(play).not.toHaveBeenCalled();
  });
});
