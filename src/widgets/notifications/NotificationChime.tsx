import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { PUSH_ENABLED_KEY } from '../../../dataProvider/session';
import { soundPreference } from '../../framework/preferenceCookie';
import { createChime } from './chime';

// the toast's own code loads with the first new notification
const NewNotificationToast = lazy(() => import('./NewNotificationToast'));

/** The chime the panel serves itself (public/sounds, made by scripts/notification-sound.mjs). */
export const NOTIFICATION_SOUND_URL = '/sounds/notification.wav';

const BELL_SELECTOR = '[data-widget="notifications"]';
const RING: Keyframe[] = [
  { transform: 'rotate(0)' },
  { transform: 'rotate(14deg)' },
  { transform: 'rotate(-12deg)' },
  { transform: 'rotate(10deg)' },
  { transform: 'rotate(-8deg)' },
  { transform: 'rotate(4deg)' },
  { transform: 'rotate(0)' },
];

function pushOn(): boolean {
  try {
    return window.localStorage.getItem(PUSH_ENABLED_KEY) === 'true';
  } catch {
    return false;
  }
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * What a new notification does while push is on (spec 8 and 9): the bell's count rising (a socket
 * event or the poll) rings the chime (createChime: the sound, with push and sound on, and the
 * bell's animation) and shows a toast that stays until closed. Browsers refuse to play before the
 * user's first gesture on the page: that refusal is expected and dropped quietly.
 */
export default function NotificationChime({ count }: { count: number | undefined }) {
  const notify = useNotify();
  const previous = useRef<number | undefined>(undefined);
  const chime = useRef<ReturnType<typeof createChime> | null>(null);
  useEffect(() => {
    // made on the first ring: a page that never rings never fetches the sound
    let audio: HTMLAudioElement | null = null;
    chime.current = createChime({
      soundOn: () => pushOn() && soundPreference(),
      play: () => {
        audio ??= new Audio(NOTIFICATION_SOUND_URL);
        audio.currentTime = 0;
        const sound = audio;
        // autoplay before a user gesture is refused (NotAllowedError): nothing to tell anyone
        void Promise.resolve()
          .then(() => sound.play())
          .catch(() => undefined);
      },
      animate: () => {
        const bell = document.querySelector(BELL_SELECTOR);
        if (bell && typeof bell.animate === 'function' && !reducedMotion()) bell.animate(RING, { duration: 900, easing: 'ease-in-out' });
      },
    });
    return () => chime.current?.cancel();
  }, []);
  useEffect(() => {
    const before = previous.current;
    previous.current = count;
    if (before === undefined || count === undefined || count <= before || !pushOn()) return;
    chime.current?.ring();
    notify(
      <Suspense fallback={null}>
        <NewNotificationToast />
      </Suspense>,
      { type: 'info', autoHideDuration: null, onClose: () => undefined },
    );
  }, [count, notify]);
  return null;
}
