// Preferences the spec keeps in cookies for 365 days (section 9: the consent and the sound
// preference): read and written here, on the panel's own path, never sent anywhere else.
import { SOUND_PREFERENCE_COOKIE_DAYS } from '../domain/constants';

/** The notification-sound preference's cookie: 'on' or 'off'. */
export const SOUND_COOKIE = 'notificationSound';

export function readCookie(name: string, source: () => string = () => document.cookie): string | null {
  for (const part of source().split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number = SOUND_PREFERENCE_COOKIE_DAYS): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`;
}

/** Whether the user turned the notification sound on (off until they do). */
export function soundPreference(): boolean {
  try {
    return readCookie(SOUND_COOKIE) === 'on';
  } catch {
    return false;
  }
}

export function setSoundPreference(on: boolean): void {
  writeCookie(SOUND_COOKIE, on ? 'on' : 'off');
}
