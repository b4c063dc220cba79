import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, GOOGLE_JWKS_URL, loadConfig, RECAPTCHA_VERIFY_URL } from '../../gateway/config';

const SECRET = 's'.repeat(40);
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('./.data'),
      databaseUrl: null,
      embeddedDurability: 'durable',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 30 * 86_400,
      google: { clientId: null, jwksUrl: GOOGLE_JWKS_URL },
      captcha: null,
      publicUrl: null,
      seedSize: 1,
      panelDir: resolve('dist'),
      logLevel: 'info',
      rateLimit: { windowSeconds: 60, perIpAndUsername: 10, perIp: 300 },
      bodyLimitBytes: 65_536,
      trustProxy: false,
      mapTile: null,
    });
    expect(config.fieldgoUrl).toMatch(/^https:\/\//);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://u:p@localhost:5432/franchise',
      EMBEDDED_DURABILITY: 'relaxed',
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL_SECONDS: '60',
      REFRESH_TOKEN_TTL_SECONDS: '3600',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9999/certs',
      CAPTCHA_SITE_KEY: 'site',
      CAPTCHA_SECRET: 'secret',
      FIELDGO_URL: 'https://downloads.example/fieldgo.apk',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example contributors',
      PUBLIC_URL: 'https://panel.example/',
      SEED_SIZE: '4',
      PANEL_DIR: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_PER_USERNAME: '5',
      RATE_LIMIT_PER_IP: '20',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: 'postgres://u:p@localhost:5432/franchise',
      embeddedDurability: 'relaxed',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 3600,
      google: { clientId: 'id.apps.googleusercontent.com', jwksUrl: 'http://127.0.0.1:9999/certs' },
      captcha: { siteKey: 'site', secret: 'secret', verifyUrl: RECAPTCHA_VERIFY_URL },
      fieldgoUrl: 'https://downloads.example/fieldgo.apk',
      mapTile: { url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© Example contributors' },
      publicUrl: 'https://panel.example',
      seedSize: 4,
      panelDir: null,
      logLevel: 'warn',
      rateLimit: { windowSeconds: 30, perIpAndUsername: 5, perIp: 20 },
      trustProxy: true,
    });
  });

  it('reports every invalid setting at once, clearly', () => {
    let error: unknown;
    try {
      loadConfig({
        JWT_SECRET: 'short',
        PORT: 'eighty',
        ACCESS_TOKEN_TTL_SECONDS: '-5',
        CAPTCHA_SITE_KEY: 'only-the-key',
        DATABASE_URL: 'mysql://nope',
        LOG_LEVEL: 'loud',
        EMBEDDED_DURABILITY: 'off',
        MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT must be a whole number between 0 and 65535 (got "eighty")');
    expect(problems).toContain('ACCESS_TOKEN_TTL_SECONDS');
    expect(problems).toContain('CAPTCHA_SITE_KEY and CAPTCHA_SECRET must be set together');
    expect(problems).toContain('DATABASE_URL must be a URL starting with postgres:// or postgresql:// (got "mysql://nope")');
    expect(problems).toContain('LOG_LEVEL must be one of');
    expect(problems).toContain('EMBEDDED_DURABILITY must be durable or relaxed (got "off")');
    expect(problems).toContain('JWT_SECRET must be at least 32 characters');
    expect(problems).toContain('MAP_TILE_URL must be an http(s) URL or a path starting with /, with {z}, {x} and {y}');
    expect((error as Error).message).toMatch(/^invalid gateway configuration:/);
  });

  it('refuses a production start without PUBLIC_URL, saying what to set; development goes without', () => {
    expect(() => loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL must be set in production/);
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'production', PUBLIC_URL: 'https://panel.example' }).publicUrl).toBe('https://panel.example');
    expect(loadConfig({ JWT_SECRET: SECRET, NODE_ENV: 'development' }).publicUrl).toBeNull();
  });

  it('takes a map tile server as an http(s) or same-origin URL template with {z}, {x} and {y}', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTile).toEqual({
      url: '/tiles/{z}/{x}/{y}.png',
      attribution: null,
    });
    for (const bad of ['https://tiles.example/{z}/{x}.png', '//tiles.example/{z}/{x}/{y}.png', 'ftp://t.example/{z}/{x}/{y}']) {
      expect(() => loadConfig({ JWT_SECRET: SECRET, MAP_TILE_URL: bad }), bad).toThrow(/MAP_TILE_URL/);
    }
  });

  it('without JWT_SECRET generates one into DATA_DIR, readable by the owner only, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dir });
    const file = join(dir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    // JWT_SECRET wins over the file
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });
});
