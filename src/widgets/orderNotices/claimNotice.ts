// Every open tab of the panel has its own socket, so every tab hears the same order event; one of
// them tells the user. The tabs race for a Web Lock named after the notice: the browser grants a
// lock to one holder across all tabs of the origin, atomically (a "seen" key in localStorage
// cannot promise that: tabs see each other's writes late, so two could both find it free). The
// winner keeps the lock a while, so a tab that hears the event late, or twice, stays quiet. A
// tab the user is looking at tries at once; a hidden one waits a moment first, so that the notice
// lands where it is seen. Without Web Locks (browsers before 2022) each tab shows its own.

export interface ClaimOptions {
  /** navigator.locks; undefined where the browser has none. */
  locks?: Pick<LockManager, 'request'>;
  /** Whether this tab is out of sight (document.hidden). */
  hidden?: () => boolean;
  /** How long a hidden tab lets a visible one go first. */
  hiddenDelayMs?: number;
  /** How long the winner keeps the lock: longer than any tab takes to hear the same event. */
  holdMs?: number;
}

export const HIDDEN_TAB_DELAY_MS = 1500;
export const NOTICE_HOLD_MS = 10 * 60_000;
const PREFIX = 'franchise-panel:notice:';

/** Notices this tab has shown (or given up), so it never shows one twice. */
const decided = new Set<string>();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True in the one tab that is to show the notice `key`; false in every other tab, and on a repeat. */
export async function claimNotice(key: string, options: ClaimOptions = {}): Promise<boolean> {
  if (decided.has(key)) return false;
  decided.add(key);
  const locks = 'locks' in options ? options.locks : globalThis.navigator?.locks;
  const hidden = options.hidden ?? (() => typeof document !== 'undefined' && document.hidden);
  if (!locks) return true;
  if (hidden()) await sleep(options.hiddenDelayMs ?? HIDDEN_TAB_DELAY_MS);
  const holdMs = options.holdMs ?? NOTICE_HOLD_MS;
  return new Promise<boolean>((resolve) => {
    locks
      .request(`${PREFIX}${key}`, { ifAvailable: true }, async (lock) => {
        resolve(lock !== null);
        // Held (then released by itself, or when the tab closes) so late hearers find it taken.
        if (lock) await sleep(holdMs);
      })
      // A browser refusing locks here (a sandboxed frame): better told twice than never.
      .catch(() => resolve(true));
  });
}
