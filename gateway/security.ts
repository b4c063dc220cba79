// Security headers. The Content-Security-Policy is built from the configuration in one place:
// the panel's own origin only, plus Google sign-in and captcha hosts when those are switched on.
// Later features (e.g. the map tile host) add their hosts here, from config, nowhere else.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';

type Directives = Record<string, string[]>;

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The img-src source of a tile URL template: its origin, `{s}` subdomains as a wildcard; null for same-origin paths. */
export function tileImageSource(template: string): string | null {
  if (template.startsWith('/')) return null;
  try {
    const url = new URL(template.replaceAll('{s}', 'tile-subdomain'));
    const host = url.host.replace(/^[^.]*tile-subdomain[^.]*\./, '*.');
    return `${url.protocol}//${host}`;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(config: Pick<GatewayConfig, 'google' | 'captcha' | 'mapTile'>): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // MUI (emotion) injects <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // the API and the realtime socket, same origin only ('self' covers ws: and wss: to the same
    // host in CSP 3 browsers; a bare ws: would let a script talk to any host)
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  const frames: string[] = [];
  if (config.google.clientId) {
    directives['script-src'].push(GOOGLE_SIGN_IN);
    directives['style-src'].push(GOOGLE_SIGN_IN);
    directives['connect-src'].push(GOOGLE_SIGN_IN);
    frames.push(GOOGLE_SIGN_IN);
  }
  if (config.captcha) {
    directives['script-src'].push(...RECAPTCHA_SCRIPTS);
    frames.push(...RECAPTCHA_FRAMES);
  }
  const tiles = config.mapTile ? tileImageSource(config.mapTile.url) : null;
  if (tiles) directives['img-src'].push(tiles);
  if (frames.length > 0) directives['frame-src'] = ["'self'", ...frames];
  return directives;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(helmet, {
    // Our own list only: helmet's defaults add upgrade-insecure-requests, which breaks plain-http
    // access on a LAN address.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // the panel opens a Google sign-in popup that must be able to talk back
    crossOriginOpenerPolicy: config.google.clientId ? { policy: 'same-origin-allow-popups' } : { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/**
 * Browser features the panel may use: none of these. (Notifications are asked for by the
 * Notification API itself, which Permissions-Policy does not govern; the live map shows the
 * franchise's stores, never the user's own position, so geolocation stays off too.)
 */
export const PERMISSIONS_POLICY = [
  'accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'geolocation', 'gyroscope',
  'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get', 'screen-wake-lock',
  'serial', 'usb', 'xr-spatial-tracking', 'browsing-topics',
].map((feature) => `${feature}=()`).join(', ');
