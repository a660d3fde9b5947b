import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { SOCKET_PATH } from '@switchboard/domain';
import { createMiddleware } from 'hono/factory';
import type { App, AppEnv } from './app.js';

/** Where the console's build lands (apps/console/dist), from src/ or dist/ of this package. */
export const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist', import.meta.url));

/**
 * Serves the built console on the API's port. Files of the build are served as they are; a
 * browser navigation (GET asking for HTML) to any other path gets index.html, so the console's
 * router takes over. API calls ask for JSON and fall through to the API, so spec paths such as
 * /connectedOperators can be both a page and a call. Returns false when there is no build.
 */
export function serveConsole(app: App, dir: string = CONSOLE_DIST): boolean {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) return false;
  const files = serveStatic<AppEnv>({ root });
  const index = serveStatic<AppEnv>({ root, path: 'index.html' });
  const consoleFiles = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path.startsWith(SOCKET_PATH) || path === '/openapi.json') return next();
    const file = join(root, path);
    if (path !== '/' && file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      return files(c, next);
    }
    if ((c.req.header('accept') ?? '').includes('text/html')) return index(c, next);
    return next();
  });
  app.use('*', consoleFiles);
  return true;
}

/** Tenant logos (`app_logo_name`), served at /logos/…; a missing one is a 404 and the console falls back. */
export const LOGOS_DIR = fileURLToPath(new URL('../../public', import.meta.url));

export function serveLogos(app: App, dir: string = LOGOS_DIR): void {
  app.use('/logos/*', serveStatic<AppEnv>({ root: resolve(dir) }));
}
