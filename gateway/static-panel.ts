// Serving the built panel (PANEL_DIR, default dist/) from the gateway: its files, and index.html
// for every other GET outside /api, since /login, /staff/list... are the panel's own routes.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LOGIN_PATH } from '../src/domain/redirect';
import { apiNotFound } from './errors';

const HASHED_ASSETS = '/assets/';
/** index.html with the sign-in page drawn in at build time (scripts/build/prerenderSignIn.ts). */
const PRERENDERED_SIGN_IN = 'login.html';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Registers the panel when its index.html exists; answers whether it did. */
export async function registerPanel(app: FastifyInstance, panelDir: string | null): Promise<boolean> {
  if (!panelDir || !existsSync(join(panelDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: panelDir,
    prefix: '/',
    index: 'index.html',
    cacheControl: false,
    dotfiles: 'ignore',
    // the build writes each text file's .br and .gz beside it (scripts/build/precompress.ts):
    // sent by Accept-Encoding, with Vary, the file itself to a client that takes neither
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite fingerprints what it writes under assets/: those never change under one name.
      const hashed = path.startsWith(join(panelDir, 'assets'));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** The not-found handler: JSON for the API, the panel's index.html (SPA fallback) for pages. */
export function createFallback(panelServed: boolean, panelDir: string | null = null) {
  // /login, the first page of most visits, comes with its form already drawn when the build made it
  const signInDrawn = panelServed && panelDir !== null && existsSync(join(panelDir, PRERENDERED_SIGN_IN));
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url;
    const page = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    // A missing fingerprinted file is a real 404, never the HTML page under a .js name.
    if (!panelServed || !page || path.startsWith(HASHED_ASSETS)) return apiNotFound(request, reply);
    const file = signInDrawn && path.split('?')[0] === LOGIN_PATH ? PRERENDERED_SIGN_IN : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(file);
  };
}
