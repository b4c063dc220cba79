import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app';
import type { Db } from '../../gateway/db/db';
import { loadMigrations } from '../../gateway/db/migrate';
import { contentSecurityPolicy } from '../../gateway/security';
import { precompressDir } from '../../scripts/build/precompress';
import { json, testConfig } from './helpers';

// These calls never reach the data: a database that only tells /health its migrations is enough.
const shipped = loadMigrations().map(({ version }) => ({ version }));
const idleDb: Db = {
  kind: 'pglite',
  query: async <T>(sql: string) => ({ rows: (/schema_migrations/.test(sql) ? shipped : []) as T[] }),
  exec: async () => undefined,
  transaction: (fn) => fn(idleDb),
  close: async () => undefined,
};

const BUNDLE = `export const rows = [${Array.from({ length: 400 }, (_, n) => `{ id: ${n}, label: "row ${n}" }`).join(', ')}];\n`;

let panelDir: string;
let app: FastifyInstance;
let apiOnly: FastifyInstance;

beforeAll(async () => {
  panelDir = mkdtempSync(join(tmpdir(), 'gateway-panel-'));
  mkdirSync(join(panelDir, 'assets'));
  writeFileSync(join(panelDir, 'index.html'), '<!doctype html><div id="root"></div>');
  // the build's index.html with the sign-in page drawn in (scripts/build/prerenderSignIn.ts)
  writeFileSync(join(panelDir, 'login.html'), `<!doctype html><div id="root"><main class="signin-page">${'Sign in '.repeat(200)}</main></div>`);
  writeFileSync(join(panelDir, 'assets', 'index-3f2a9c.js'), 'console.log("panel")');
  writeFileSync(join(panelDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // a bundle as the build leaves it: its .br and .gz beside it
  writeFileSync(join(panelDir, 'assets', 'vendor-9b1d2e.js'), BUNDLE);
  precompressDir(panelDir);
  app = await buildApp({ db: idleDb, config: testConfig({ panelDir }) });
  apiOnly = await buildApp({ db: idleDb, config: testConfig() });
});
afterAll(async () => {
  await app?.close();
  await apiOnly?.close();
  rmSync(panelDir, { recursive: true, force: true });
});

function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

describe('Content-Security-Policy', () => {
  it('is strict on pages and API answers alike', async () => {
    for (const url of ['/', '/api/health', '/staff/list']) {
      const csp = directives((await app.inject({ url })).headers['content-security-policy']);
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      // the socket too is same-origin only: 'self', never any ws: host
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(csp.has('frame-src')).toBe(false);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('opens script and frame sources to Google sign-in and the captcha only when configured', () => {
    const plain = contentSecurityPolicy(testConfig());
    expect(plain['script-src']).toEqual(["'self'"]);
    const configured = contentSecurityPolicy(
      testConfig({
        google: { clientId: 'id.apps.googleusercontent.com', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
        captcha: { siteKey: 'k', secret: 's', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' },
      }),
    );
    expect(configured['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://accounts.google.com/gsi/', 'https://www.google.com/recaptcha/']),
    );
    expect(configured['frame-src']).toEqual(expect.arrayContaining(['https://accounts.google.com/gsi/']));
    expect(configured['object-src']).toEqual(["'none'"]);
  });

  it('lets images come from the configured map tile server only', () => {
    expect(contentSecurityPolicy(testConfig())['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const subdomains = contentSecurityPolicy(
      testConfig({ mapTile: { url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: null } }),
    );
    expect(subdomains['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
    const port = contentSecurityPolicy(testConfig({ mapTile: { url: 'http://10.0.0.5:8081/{z}/{x}/{y}.png', attribution: null } }));
    expect(port['img-src']).toContain('http://10.0.0.5:8081');
    const sameOrigin = contentSecurityPolicy(testConfig({ mapTile: { url: '/tiles/{z}/{x}/{y}.png', attribution: null } }));
    expect(sameOrigin['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('comes with the other helmet headers', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('comes with a Permissions-Policy that allows no device feature, on pages, files and API answers', async () => {
    for (const url of ['/', '/api/health', '/staff/list', '/api/no-such-call']) {
      const policy = String((await app.inject({ url })).headers['permissions-policy']);
      const features = new Map(policy.split(',').map((part) => part.trim().split('=') as [string, string]));
      for (const feature of ['geolocation', 'camera', 'microphone', 'payment', 'usb']) expect(features.get(feature), `${url} ${feature}`).toBe('()');
    }
  });
});

describe('serving the built panel', () => {
  it('serves index.html at / and for the panel routes, never cached', async () => {
    for (const url of ['/', '/login', '/staff/list', '/password/reset?token=abc', '/health']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves /login with its sign-in page already drawn, compressed and never cached; other pages get the bare index.html', async () => {
    for (const url of ['/login', '/login?redirect_uri=%2Fstaff%2Flist']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<main class="signin-page">');
    }
    for (const url of ['/', '/staff/list', '/login/elsewhere', '/password/reset']) {
      const response = await app.inject({ url });
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('serves fingerprinted assets with a long cache and other files with revalidation', async () => {
    const asset = await app.inject({ url: '/assets/index-3f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build-time brotli or gzip copy by Accept-Encoding, and the plain file to a client that takes neither', async () => {
    const url = '/assets/vendor-9b1d2e.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(BUNDLE.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await app.inject({ url: '/assets/missing-000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps /api answers JSON: unknown API paths are a 404, not the panel', async () => {
    const response = await app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(json(response).code).toBe('NOT_FOUND');
    const health = await app.inject({ url: '/api/health' });
    expect(json(health).status).toBe('ok');
  });

  it('without a built panel, pages are a JSON 404', async () => {
    const response = await apiOnly.inject({ url: '/staff/list' });
    expect(response.statusCode).toBe(404);
    expect(json(response).code).toBe('NOT_FOUND');
  });
});
