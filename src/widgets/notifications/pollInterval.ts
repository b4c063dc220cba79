import { NOTIFICATIONS_POLL_MS } from '../../domain/constants';

/**
 * Browser tests shorten the poll of the unread count while the socket is down: a whole number of
 * milliseconds (at least 100) in sessionStorage under this key replaces the spec's 300,000.
 */
export const NOTIFICATIONS_POLL_OVERRIDE_KEY = 'franchise-panel.notificationsPollMs';

export function notificationsPollMs(): number {
  try {
    const override = Number(sessionStorage.getItem(NOTIFICATIONS_POLL_OVERRIDE_KEY));
    return Number.isInteger(override) && override >= 100 ? override : NOTIFICATIONS_POLL_MS;
  } catch {
    return NOTIFICATIONS_POLL_MS;
  }
}
