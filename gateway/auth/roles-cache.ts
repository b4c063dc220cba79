// The roles of recent callers, by user and version. The version is read from the database with
// the session on every call (gateway/db/sessions.ts), so a role granted or taken away applies on
// the very next call; only building and parsing the roles again is saved.
import type { UserRole } from '../../src/domain/types';
import { LruMap } from '../lru';

/** Users whose roles are held at most; the least recently seen is dropped beyond that. */
const CAPACITY = 10_000;

export class RolesCache {
  private readonly entries = new LruMap<string, { version: number; roles: UserRole[] }>(CAPACITY);

  /** The version held for `userId`, to send with the session query; null when none. */
  versionOf(userId: string): number | null {
    return this.entries.get(userId)?.version ?? null;
  }

  /**
   * The user's roles at `version`: parsed from `rolesJson` when the database sent them, else the
   * ones held. Null when the database sent none but what is held changed in the meantime (another
   * call stored another version): ask again without a version.
   */
  resolve(userId: string, version: number, rolesJson: string | null): UserRole[] | null {
    const held = this.entries.get(userId);
    if (rolesJson === null && (!held || held.version !== version)) return null;
    const entry = rolesJson === null ? held! : { version, roles: JSON.parse(rolesJson) as UserRole[] };
    this.entries.set(userId, entry);
    return entry.roles;
  }
}
