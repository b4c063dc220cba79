// The browser-storage keys of spec section 3 ("Session storage") and the keep-list of keys that
// survive a logout or a cleared session (preferences, not identity).
import { LANGUAGE_KEY } from '../src/domain/languages';
import type { Country, LoginResponse, Timezone, User } from '../src/domain/types';

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';
export const COUNTRY_KEY = 'user-country';
export const TIMEZONE_KEY = 'timezone';
export const SAFE_PATHS_KEY = 'safePaths';

// Preferences. They live in plain localStorage, not in react-admin's store, because logout
// resets that store.
export { LANGUAGE_KEY };
export const THEME_KEY = 'theme';
/** The push-consent popup's answer ('yes' | 'no'), mirrored from its 365-day cookie. */
export const PUSH_CONSENT_KEY = 'pushConsent';
export const PUSH_ENABLED_KEY = 'pushNotifications';
export const NOTIFICATION_SOUND_KEY = 'notificationSound';
/** Day the boosted-feature modal was last shown (it shows once per calendar day). */
export const BOOSTED_MODAL_SHOWN_KEY = 'boostedFeatureShownOn';

/** Keys kept when the session is cleared (logout, failed refresh, no safe path left). */
export const KEEP_LIST: readonly string[] = [
  LANGUAGE_KEY,
  THEME_KEY,
  PUSH_CONSENT_KEY,
  PUSH_ENABLED_KEY,
  NOTIFICATION_SOUND_KEY,
  BOOSTED_MODAL_SHOWN_KEY,
];

/** sessionStorage key of a one-shot message (a translation key) the next login page shows. */
export const FLASH_KEY = 'flash';

/** The browser's localStorage, looked up only when used so the module loads under node. */
export function browserStorage(): Storage {
  return window.localStorage;
}

/** Removes everything from `storage` except the keep-list. */
export function clearSession(storage: Storage = browserStorage()): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !KEEP_LIST.includes(key)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null; // a hand-edited or truncated value reads as absent
  }
}

export interface SessionStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  setTokens(accessToken: string, refreshToken: string): void;
  user(): User | null;
  setUser(user: User): void;
  country(): Country | null;
  setCountry(country: Country): void;
  timezone(): Timezone | null;
  setTimezone(timezone: Timezone): void;
  safePaths(): string[];
  setSafePaths(paths: readonly string[]): void;
  /** Stores what a successful sign-in returned; keeps a timezone the user already chose. */
  saveLogin(response: LoginResponse): void;
  /** Removes everything but the keep-list. */
  clear(): void;
}

/** Typed access to the session keys of `storage` (default: the browser's localStorage). */
export function createSessionStore(storage?: Storage): SessionStore {
  const store = () => storage ?? browserStorage();
  const session: SessionStore = {
    accessToken: () => store().getItem(ACCESS_TOKEN_KEY),
    refreshToken: () => store().getItem(REFRESH_TOKEN_KEY),
    setTokens(accessToken, refreshToken) {
      store().setItem(ACCESS_TOKEN_KEY, accessToken);
      store().setItem(REFRESH_TOKEN_KEY, refreshToken);
    },
    user: () => readJson<User>(store(), USER_KEY),
    setUser: (user) => store().setItem(USER_KEY, JSON.stringify(user)),
    country: () => readJson<Country>(store(), COUNTRY_KEY),
    setCountry: (country) => store().setItem(COUNTRY_KEY, JSON.stringify(country)),
    timezone: () => readJson<Timezone>(store(), TIMEZONE_KEY),
    setTimezone: (timezone) => store().setItem(TIMEZONE_KEY, JSON.stringify(timezone)),
    safePaths() {
      const paths = readJson<unknown>(store(), SAFE_PATHS_KEY);
      return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
    },
    setSafePaths: (paths) => store().setItem(SAFE_PATHS_KEY, JSON.stringify(paths)),
    saveLogin(response) {
      session.setTokens(response.accessToken, response.refreshToken);
      session.setUser(response.user);
      session.setCountry(response.country);
      // A stored choice wins, unless it belongs to another country's list (then it is stale).
      const chosen = session.timezone();
      const offered = response.country.timezones ?? [];
      const chosenStillOffered = chosen !== null && (offered.length === 0 || offered.some((zone) => zone.id === chosen.id));
      if (!chosenStillOffered && offered[0]) session.setTimezone(offered[0]);
    },
    clear: () => clearSession(store()),
  };
  return session;
}
