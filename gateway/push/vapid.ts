// The gateway's VAPID key pair (Web Push's application server keys). Given by VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY, or made on the first start and kept in DATA_DIR/vapid-keys.json (readable by
// the owner only), so browsers' subscriptions survive restarts and no key sits in the repository.
// A gateway without DATA_DIR (tests) makes a pair of its own for the process.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import { ConfigError, isBase64UrlOf, type GatewayConfig } from '../config';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

let processKeys: { publicKey: string; privateKey: string } | null = null;

export function resolveVapidDetails(config: GatewayConfig): VapidDetails {
  const { subject, publicKey, privateKey } = config.webPush;
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  if (config.dataDir) return { subject, ...readOrCreateVapidKeys(config.dataDir) };
  processKeys ??= webPush.generateVAPIDKeys();
  return { subject, ...processKeys };
}

export function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string' || !isBase64UrlOf(stored.publicKey, 65) || !isBase64UrlOf(stored.privateKey, 32)) {
      throw new ConfigError([`${file} does not hold a VAPID key pair (publicKey, privateKey in base64url)`]);
    }
    return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return keys;
}
