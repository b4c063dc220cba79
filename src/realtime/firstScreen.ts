// The realtime socket waits until the page the user opened is drawn: socket.io-client (13 KB gzip)
// and its handshake then do not compete with that page's own code and data, and whatever was sent
// meanwhile comes with the resync every connection starts with (connection.ts). The layout says
// when (src/layout/FirstScreenWatch.tsx); without that word (a page outside the layout, one that
// never settles) the socket still opens a few seconds after it was first asked for.

/** The longest the socket waits for the first screen. */
const LATEST_MS = 5000;

export interface FirstScreen {
  /** Whether the first screen has been drawn (or the wait is over). */
  readonly isDrawn: boolean;
  /** Says the first screen is drawn: every wait ends. */
  mark(): void;
  /** Resolves once the first screen is drawn, or `latestMs` after the first call. */
  drawn(): Promise<void>;
}

export function createFirstScreen(latestMs = LATEST_MS, setTimer: (callback: () => void, ms: number) => unknown = setTimeout): FirstScreen {
  let isDrawn = false;
  let waiting: Promise<void> | null = null;
  let release = () => {};
  const mark = () => {
    isDrawn = true;
    release();
  };
  return {
    get isDrawn() {
      return isDrawn;
    },
    mark,
    drawn() {
      if (isDrawn) return Promise.resolve();
      if (!waiting) {
        waiting = new Promise<void>((resolve) => (release = resolve));
        setTimer(mark, latestMs);
      }
      return waiting;
    },
  };
}

/** The panel's first screen, one per tab. */
export const firstScreen = createFirstScreen();
