// The new-notification chime's timing (spec 9): NOTIFICATION_SOUND_DELAY_MS after a notification
// arrives the sound plays, at most once every NOTIFICATION_SOUND_MIN_GAP_MS, and the bell
// animates, at most once every NOTIFICATION_ANIMATION_GAP_MS. Time and effects are handed in, so
// a test drives it with fake timers.
import { NOTIFICATION_ANIMATION_GAP_MS, NOTIFICATION_SOUND_DELAY_MS, NOTIFICATION_SOUND_MIN_GAP_MS } from '../../domain/constants';

export interface ChimeEffects {
  /** Whether push and sound are both on now (asked at each notification: the toggles apply at once). */
  soundOn: () => boolean;
  play: () => void;
  animate: () => void;
  now?: () => number;
}

export interface Chime {
  /** A new notification arrived. */
  ring(): void;
  /** Drops a pending ring (the bell left the page). */
  cancel(): void;
}

export function createChime({ soundOn, play, animate, now = Date.now }: ChimeEffects): Chime {
  let lastSound = -Infinity;
  let lastAnimation = -Infinity;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    ring() {
      const timer = setTimeout(() => {
        pending.delete(timer);
        const at = now();
        if (at - lastAnimation >= NOTIFICATION_ANIMATION_GAP_MS) {
          lastAnimation = at;
          animate();
        }
        if (soundOn() && at - lastSound >= NOTIFICATION_SOUND_MIN_GAP_MS) {
          lastSound = at;
          play();
        }
      }, NOTIFICATION_SOUND_DELAY_MS);
      pending.add(timer);
    },
    cancel() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  };
}
