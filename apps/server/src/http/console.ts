import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { SOCKET_PATH } from '@switchboard/domain';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import type { App, AppEnv } from './env.js';
import { PASSWORD_RESET_PAGE } from '../auth/password-reset.js';
import { NotFoundError } from '../errors.js';

/** Where the console's build lands (apps/console/dist), from src/ or dist/ of this package. */
export const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist', import.meta.url));

/** The console's light sign-in page (apps/console/login.html): /login without the React app. */
export const LOGIN_PAGE_PATH = '/login';

/**
 * The build's folder of scripts, styles and fonts (Vite's `assetsDir`): every file name in it
 * carries a hash of its content, so a file at a name never changes and a new build names its files
 * anew (index.html, asked again on every load, points at them).
 */
export const CONSOLE_ASSETS_PATH = '/assets/';

/**
 * How long a browser keeps a file of `CONSOLE_ASSETS_PATH` without asking again: a year, the
 * longest HTTP caches honour, and `immutable`, so a reload does not ask either. Without it the
 * console's scripts (1.6 MB in all) were fetched again on every page load once the browser's
 * guess of their freshness ran out (the files carry only `Last-Modified`, and the server answers
 * no conditional request); kept, a load after the first takes them from the browser's cache, and
 * V8 its compiled code with them once it has cached that.
 */
export const CONSOLE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built console on the API's port. Files of the build are served as they are; a
 * browser navigation (GET asking for HTML) to /login gets login.html, the light sign-in page
 * that does not load the React app, and to any other path index.html, so the console's router
 * takes over. API calls ask for JSON and fall through to the API, so spec paths such as
 * /connectedOperators (or POST /login) can be both a page and a call. Returns false when there is
 * no build.
 */
export function serveConsole(app: App, dir: string = CONSOLE_DIST): boolean {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) return false;
  // A script or style the build also wrote compressed (`.br`, `.gz`: the console's Vite config)
  // goes out compressed to a browser that takes it: a third of the bytes, the size the first-load
  // budget counts (apps/console/scripts/check-budget.mjs).
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  const assets = join(root, CONSOLE_ASSETS_PATH);
  const index = serveStatic<AppEnv>({ root, path: 'index.html' });
  // A build without login.html (older than the light page) gives the app for /login too.
  const loginPage = existsSync(join(root, 'login.html'))
    ? serveStatic<AppEnv>({ root, path: 'login.html' })
    : index;
  const consoleFiles = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path.startsWith(SOCKET_PATH) || path === '/openapi.json') return next();
    // The password reset page is the server's own (auth/reset-page.ts), not a console route.
    if (path === PASSWORD_RESET_PAGE) return next();
    // A missing UI kit file is a 404, never the console's index.html inside the /uikit frame.
    if (path.startsWith(`${UIKIT_STATIC_PATH}/`)) return next();
    const file = join(root, path);
    if (path !== '/' && file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      // Set before the file's answer is made (serveStatic's `onFound` comes after it).
      if (file.startsWith(assets)) c.header('Cache-Control', CONSOLE_ASSET_CACHE);
      return files(c, next);
    }
    // The same address answers a page or a call by Accept: a browser must not take one from its
    // cache for the other (a reloaded /pokes/{geo}/{id} would hand the app index.html as the poke).
    // `/` is no call's address: it is the console for any Accept (`curl` of the printed address,
    // a proxy's health probe), where it answered 404 to `*/*`.
    if (path === '/' || (c.req.header('accept') ?? '').includes('text/html')) {
      c.header('Vary', 'Accept');
      c.header('Cache-Control', 'no-cache');
      const isLogin = path.replace(/(.)\/+$/, '$1') === LOGIN_PAGE_PATH;
      return (isLogin ? loginPage : index)(c, next);
    }
    await next();
    if (!/\baccept\b/i.test(c.res.headers.get('Vary') ?? ''))
      c.res.headers.append('Vary', 'Accept');
  });
  app.use('*', consoleFiles);
  return true;
}

/**
 * Tenant logos (`app_logo_name`) at /logos/… and demo avatars at /avatars/…; a missing one is a
 * 404 and the console falls back (default logo, initials).
 */
export const LOGOS_DIR = fileURLToPath(new URL('../../public', import.meta.url));

export function serveLogos(app: App, dir: string = LOGOS_DIR): void {
  app.use('/logos/*', serveStatic<AppEnv>({ root: resolve(dir) }));
  // Demo profile pictures (the seed's avatars); real profiles carry their own URLs.
  app.use('/avatars/*', serveStatic<AppEnv>({ root: resolve(dir) }));
}

/** The static Storybook build (`npm run build-storybook`), from src/ or dist/ of this package. */
export const UIKIT_DIR = fileURLToPath(
  new URL('../../../../packages/ui/storybook-static', import.meta.url),
);
export const UIKIT_STATIC_PATH = '/uikit-static';

/**
 * Serves the static Storybook at /uikit-static/ for the console's /uikit page. Public on purpose:
 * the build holds components and made-up story data only, no tenant data and no API access, and
 * an iframe cannot send the bearer token anyway. Read-only; a path that leaves the folder is a
 * 404 like any missing file. The folder is looked up per request, so a build made while the
 * server runs shows up without a restart.
 */
export function serveUikit(app: App, dir: string = UIKIT_DIR): void {
  const root = resolve(dir);
  app.get(`${UIKIT_STATIC_PATH}/*`, async (c) => {
    if (!existsSync(join(root, 'index.html'))) {
      throw new NotFoundError('The UI kit has not been built. Run npm run build-storybook.');
    }
    const relative = c.req.path.slice(UIKIT_STATIC_PATH.length);
    // The build links its files relative to the page, so the folder needs its trailing slash.
    if (relative === '') return c.redirect(`${UIKIT_STATIC_PATH}/`);
    const file = resolve(root, `.${relative.endsWith('/') ? `${relative}index.html` : relative}`);
    const stats = file.startsWith(root + sep) && existsSync(file) ? statSync(file) : null;
    if (!stats?.isFile()) throw new NotFoundError();
    // Asked again on every use (a new build shows at once), answered 304 while the file is the
    // same: Storybook's manager is 4.4 MB of scripts without a hash in their names, and the
    // /uikit page loads it afresh for every section it opens. Unchanged, the browser keeps its
    // copy and the code it compiled from it.
    const etag = `W/"${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
    return c.body(await readFile(file));
  });
}
