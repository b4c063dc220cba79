// The gateway's Web Push key pair: given by VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (both, valid), or
// made on the first start into DATA_DIR/vapid-keys.json (owner-only) and read back unchanged on the
// next; without DATA_DIR one pair per process. VAPID_SUBJECT must be mailto: or https:.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { ConfigError, DEFAULT_VAPID_SUBJECT, loadConfig } from '../../gateway/config';
import { resolveVapidDetails } from '../../gateway/push/vapid';

const JWT_SECRET = 'a-secret-for-the-vapid-test-0123456789abcdef';
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vapid-'));
  dirs.push(dir);
  return dir;
};

describe('VAPID keys', () => {
  it('are made once into DATA_DIR, owner-only, and kept across starts', () => {
    const dir = tempDir();
    const config = loadConfig({ JWT_SECRET, DATA_DIR: dir });
    const first = resolveVapidDetails(config);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidDetails(loadConfig({ JWT_SECRET, DATA_DIR: dir }))).toEqual(first);
    expect(first.subject).toBe(DEFAULT_VAPID_SUBJECT);
  });

  it('come from the environment when given, with its subject', () => {
    const keys = webPush.generateVAPIDKeys();
    const dir = tempDir();
    const config = loadConfig({ JWT_SECRET, DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@panel.example' });
    expect(resolveVapidDetails(config)).toEqual({ subject: 'mailto:ops@panel.example', ...keys });
    expect(() => statSync(join(dir, 'vapid-keys.json'))).toThrow();
  });

  it('without DATA_DIR are one pair for the process', () => {
    const config = { ...loadConfig({ JWT_SECRET }), dataDir: null };
    expect(resolveVapidDetails(config)).toEqual(resolveVapidDetails(config));
  });

  it('refuses half a pair, a malformed key and a subject that is not mailto: or https:', () => {
    const keys = webPush.generateVAPIDKeys();
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ JWT_SECRET, DATA_DIR: tempDir(), ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ VAPID_PUBLIC_KEY: keys.publicKey }).join()).toMatch(/set together/);
    expect(problems({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: 'short' }).join()).toMatch(/32 bytes/);
    expect(problems({ VAPID_SUBJECT: 'http://panel.example' }).join()).toMatch(/VAPID_SUBJECT/);
    expect(problems({ PUBLIC_URL: 'https://panel.example' })).toEqual([]);
    expect(loadConfig({ JWT_SECRET, DATA_DIR: tempDir(), PUBLIC_URL: 'https://panel.example/' }).webPush.subject).toBe('https://panel.example');
  });
});
