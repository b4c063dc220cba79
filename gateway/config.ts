// Gateway configuration: read once from the environment, validated, typed. Every problem is
// reported together so an operator fixes a bad start in one go.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
/** How the embedded database writes: `durable` syncs every commit, `relaxed` leaves it to the OS (tests, benchmarks). */
export type EmbeddedDurability = 'durable' | 'relaxed';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
// The real download lives with the operator; an example-domain placeholder until FIELDGO_URL is set.
export const DEFAULT_FIELDGO_URL = 'https://downloads.franchise.example/fieldgo/latest';
// Push services may write to it about this gateway's pushes: set VAPID_SUBJECT (or an https PUBLIC_URL).
export const DEFAULT_VAPID_SUBJECT = 'mailto:push@franchise.example';
const EMBEDDED_DURABILITIES: readonly EmbeddedDurability[] = ['durable', 'relaxed'];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RateLimitConfig {
  /** Window both limits count in. */
  windowSeconds: number;
  /** Attempts one client IP may make for one username (login, reset) per window. */
  perIpAndUsername: number;
  /** Attempts one client IP may make on one sign-in call per window, whatever the username. */
  perIp: number;
}

export interface GatewayConfig {
  port: number;
  host: string;
  /** Embedded database, JWT secret, outbox and lock live here; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | null;
  /**
   * EMBEDDED_DURABILITY: `durable` (default) answers a commit on the embedded database once it is
   * on disk; `relaxed` skips the disk syncs (faster, but a power failure can lose acknowledged
   * writes), for tests and demos only.
   */
  embeddedDurability: EmbeddedDurability;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** The absolute lifetime of a session: refreshing never extends it. */
  refreshTokenTtlSeconds: number;
  google: { clientId: string | null; jwksUrl: string };
  /** Present only when both the site key and the secret are set: then every login needs a captcha. */
  captcha: { siteKey: string; secret: string; verifyUrl: string } | null;
  fieldgoUrl: string;
  /**
   * The live map's tile server (MAP_TILE_URL): a Leaflet URL template with {z}, {x}, {y} (and
   * optionally {s}, {r}), absolute http(s) or a same-origin path. Null: no tiles, the map draws
   * its markers on a plain background. MAP_TILE_ATTRIBUTION is its credit line, shown as text.
   */
  mapTile: { url: string; attribution: string | null } | null;
  /**
   * Origin used in reset e-mail links, from configuration only (never the request's Host header,
   * which the client chooses). Null in development: the gateway's own listen address. Required
   * when NODE_ENV=production.
   */
  publicUrl: string | null;
  seedSize: number;
  /** Past orders the first start seeds in all (SEED_ORDERS); null: a number per store, growing with SEED_SIZE. */
  seedOrders: number | null;
  /**
   * The demo simulator of `npm start` (SIMULATOR=off disables it; SIMULATOR_TICK_MS its pace;
   * SIMULATOR=manual builds it without starting it, for browser tests that drive it).
   */
  simulator: { enabled: boolean; autoStart: boolean; tickMs: number };
  /** TEST_HOOKS=on: the /api/test/* calls browser tests use to create orders (never in a deployment). */
  testHooks: boolean;
  /**
   * Web Push (gateway/push): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (set together, or neither: a
   * pair is made into DATA_DIR) and VAPID_SUBJECT (mailto: or https:, told to push services).
   */
  webPush: { subject: string; publicKey: string | null; privateKey: string | null };
  /** The built panel to serve; null when there is none (API only). */
  panelDir: string | null;
  logLevel: LogLevel;
  rateLimit: RateLimitConfig;
  bodyLimitBytes: number;
  /** Trust X-Forwarded-* from a reverse proxy, so rate limits key on the real client address. */
  trustProxy: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the gateway's settings; throws ConfigError listing every problem found. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const text = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const url = (name: string, fallback: string | null, protocols = ['http:', 'https:']): string | null => {
    const raw = text(name);
    if (raw === null) return fallback;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
      return fallback;
    }
  };

  const port = integer('PORT', 8080, 0, 65535);
  const host = text('HOST') ?? '0.0.0.0';
  const dataDir = resolve(text('DATA_DIR') ?? './.data');
  const databaseUrl = url('DATABASE_URL', null, ['postgres:', 'postgresql:']);
  const embeddedDurability = (text('EMBEDDED_DURABILITY') ?? 'durable').toLowerCase() as EmbeddedDurability;
  if (!EMBEDDED_DURABILITIES.includes(embeddedDurability)) {
    problems.push(`EMBEDDED_DURABILITY must be durable or relaxed (got "${text('EMBEDDED_DURABILITY')}")`);
  }
  const accessTokenTtlSeconds = integer('ACCESS_TOKEN_TTL_SECONDS', 900, 10, 86_400);
  const refreshTokenTtlSeconds = integer('REFRESH_TOKEN_TTL_SECONDS', 30 * 86_400, 60, 365 * 86_400);
  if (refreshTokenTtlSeconds <= accessTokenTtlSeconds) {
    problems.push('REFRESH_TOKEN_TTL_SECONDS must be longer than ACCESS_TOKEN_TTL_SECONDS');
  }

  const captchaSiteKey = text('CAPTCHA_SITE_KEY');
  const captchaSecret = text('CAPTCHA_SECRET');
  if ((captchaSiteKey === null) !== (captchaSecret === null)) {
    problems.push('CAPTCHA_SITE_KEY and CAPTCHA_SECRET must be set together (or neither, for no captcha)');
  }
  const captchaVerifyUrl = url('CAPTCHA_VERIFY_URL', RECAPTCHA_VERIFY_URL) ?? RECAPTCHA_VERIFY_URL;

  const logLevel = (text('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const jwtSecretFromEnv = text('JWT_SECRET');
  if (jwtSecretFromEnv !== null && jwtSecretFromEnv.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long (or unset, to generate one into DATA_DIR)');
  }

  const publicUrl = url('PUBLIC_URL', null);
  if (publicUrl === null && env.NODE_ENV === 'production') {
    problems.push('PUBLIC_URL must be set in production: reset e-mails link to it (for example PUBLIC_URL=https://panel.example.com)');
  }
  const mapTileUrl = text('MAP_TILE_URL');
  if (mapTileUrl !== null && !isTileUrlTemplate(mapTileUrl)) {
    problems.push(
      `MAP_TILE_URL must be an http(s) URL or a path starting with /, with {z}, {x} and {y} (got "${mapTileUrl}")`,
    );
  }
  const simulatorSwitch = (text('SIMULATOR') ?? 'on').toLowerCase();
  if (!['on', 'off', 'manual', 'true', 'false', '1', '0'].includes(simulatorSwitch)) problems.push('SIMULATOR must be on, off or manual');
  const testHooksSwitch = (text('TEST_HOOKS') ?? 'off').toLowerCase();
  if (!['on', 'off'].includes(testHooksSwitch)) problems.push('TEST_HOOKS must be on or off');
  const vapidPublicKey = text('VAPID_PUBLIC_KEY');
  const vapidPrivateKey = text('VAPID_PRIVATE_KEY');
  if ((vapidPublicKey === null) !== (vapidPrivateKey === null)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to generate a pair into DATA_DIR)');
  } else if (vapidPublicKey && vapidPrivateKey && !(isBase64UrlOf(vapidPublicKey, 65) && isBase64UrlOf(vapidPrivateKey, 32))) {
    problems.push('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes) and VAPID_PRIVATE_KEY its private key (32 bytes)');
  }
  const vapidSubject = url('VAPID_SUBJECT', null, ['mailto:', 'https:']) ?? (publicUrl?.startsWith('https:') ? publicUrl.replace(/\/+$/, '') : DEFAULT_VAPID_SUBJECT);
  const panelDirRaw = env.PANEL_DIR === undefined ? 'dist' : env.PANEL_DIR.trim();

  const config: GatewayConfig = {
    port,
    host,
    dataDir,
    databaseUrl,
    embeddedDurability: EMBEDDED_DURABILITIES.includes(embeddedDurability) ? embeddedDurability : 'durable',
    jwtSecret: jwtSecretFromEnv ?? '',
    accessTokenTtlSeconds,
    refreshTokenTtlSeconds,
    google: {
      clientId: text('GOOGLE_CLIENT_ID'),
      jwksUrl: url('GOOGLE_JWKS_URL', GOOGLE_JWKS_URL) ?? GOOGLE_JWKS_URL,
    },
    captcha:
      captchaSiteKey && captchaSecret
        ? { siteKey: captchaSiteKey, secret: captchaSecret, verifyUrl: captchaVerifyUrl }
        : null,
    fieldgoUrl: url('FIELDGO_URL', DEFAULT_FIELDGO_URL) ?? DEFAULT_FIELDGO_URL,
    mapTile:
      mapTileUrl !== null && isTileUrlTemplate(mapTileUrl)
        ? { url: mapTileUrl, attribution: text('MAP_TILE_ATTRIBUTION') }
        : null,
    publicUrl: publicUrl?.replace(/\/+$/, '') ?? null,
    seedSize: integer('SEED_SIZE', 1, 1, 1000),
    seedOrders: text('SEED_ORDERS') === null ? null : integer('SEED_ORDERS', 0, 0, 5_000_000),
    simulator: {
      enabled: ['on', 'true', '1', 'manual'].includes(simulatorSwitch),
      autoStart: simulatorSwitch !== 'manual',
      tickMs: integer('SIMULATOR_TICK_MS', 1000, 50, 60_000),
    },
    testHooks: testHooksSwitch === 'on',
    webPush: { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
    panelDir: panelDirRaw ? resolve(panelDirRaw) : null,
    logLevel,
    rateLimit: {
      windowSeconds: integer('RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
      perIpAndUsername: integer('RATE_LIMIT_PER_USERNAME', 10, 1, 1_000_000),
      perIp: integer('RATE_LIMIT_PER_IP', 300, 1, 1_000_000),
    },
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * 1024 * 1024),
    trustProxy: ['1', 'true', 'yes'].includes((text('TRUST_PROXY') ?? '').toLowerCase()),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  if (!config.jwtSecret) config.jwtSecret = readOrCreateJwtSecret(dataDir);
  return config;
}

/** A base64url text of exactly `bytes` bytes (a VAPID key: public 65, private 32). */
export function isBase64UrlOf(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

/** A Leaflet tile URL template the panel may load: http(s) or same-origin, with {z}, {x} and {y}. */
export function isTileUrlTemplate(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const parsed = new URL(value.replaceAll('{s}', 'a'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Without JWT_SECRET the gateway makes one on its first start and keeps it in DATA_DIR (readable
 * by the owner only), so tokens survive restarts and no secret ever sits in the repository.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < 32) throw new ConfigError([`${file} holds a secret shorter than 32 characters`]);
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600); // the umask may have loosened the mode above
  return secret;
}
