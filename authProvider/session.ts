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
export { LANGUAGE_KEY };
export const PUSH_ENABLED_KEY = 'pushNotifications';
export const NOTIFICATION_SOUND_KEY = 'notificationSound';
export const BOOSTED_MODAL_SHOWN_KEY = 'boostedFeatureShownOn';

/** Preferences kept when the session is cleared. */
export const KEEP_LIST: readonly string[] = [LANGUAGE_KEY, PUSH_ENABLED_KEY, NOTIFICATION_SOUND_KEY, BOOSTED_MODAL_SHOWN_KEY];

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
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

export function createSessionStore(storage: Storage): SessionStore {
  return {
    accessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    refreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    setTokens(accessToken, refreshToken) {
      storage.setItem(ACCESS_TOKEN_KEY, accessToken);
      storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
    },
    user: () => readJson<User>(storage, USER_KEY),
    setUser: (user) => storage.setItem(USER_KEY, JSON.stringify(user)),
    country: () => readJson<Country>(storage, COUNTRY_KEY),
    setCountry: (country) => storage.setItem(COUNTRY_KEY, JSON.stringify(country)),
    timezone: () => readJson<Timezone>(storage, TIMEZONE_KEY),
    setTimezone: (timezone) => storage.setItem(TIMEZONE_KEY, JSON.stringify(timezone)),
    safePaths() {
      const paths = readJson<unknown>(storage, SAFE_PATHS_KEY);
      return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
    },
    setSafePaths: (paths) => storage.setItem(SAFE_PATHS_KEY, JSON.stringify(paths)),
    saveLogin(response) {
      this.setTokens(response.accessToken, response.refreshToken);
      this.setUser(response.user);
      this.setCountry(response.country);
      const chosen = this.timezone();
      const offered = response.country.timezones ?? [];
      if (!chosen || !offered.some((zone) => zone.id === chosen.id)) {
        if (offered[0]) this.setTimezone(offered[0]);
      }
    },
    clear() {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null && !KEEP_LIST.includes(key)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    },
  };
}
