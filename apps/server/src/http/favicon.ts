import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { arrayContains } from 'drizzle-orm';
import { getMimeType } from 'hono/utils/mime';
import type { Database } from '../db/client.js';
import { tenants } from '../db/schema.js';
import type { App } from './env.js';
import { LOGOS_DIR } from './console.js';

/** The logo every page's icon falls back to (spec §8: a missing logo falls back to a default). */
export const DEFAULT_LOGO = 'switchboard.svg';
/** Browsers ask for the icon on every page; an hour spares them the repeats. */
const FAVICON_MAX_AGE_S = 3_600;

/** The tenant's logo file under `public/logos`, or the default when it has none or it is missing. */
function logoFile(logosDir: string, name: string | null | undefined): string {
  const root = resolve(logosDir, 'logos');
  const wanted = name ? resolve(root, name) : null;
  if (wanted?.startsWith(root + sep) && existsSync(wanted) && statSync(wanted).isFile()) {
    return wanted;
  }
  return resolve(root, DEFAULT_LOGO);
}

/**
 * `GET /favicon.ico`: the logo of the tenant that serves the request's host (its
 * `app_logo_name`), or Switchboard's default, so no page asks for an icon in vain.
 */
export function serveFavicon(app: App, db: Database, logosDir: string = LOGOS_DIR): void {
  app.get('/favicon.ico', async (c) => {
    const host = (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
    const [tenant] = host
      ? await db
          .select({ appLogoName: tenants.appLogoName })
          .from(tenants)
          .where(arrayContains(tenants.hosts, [host]))
          .limit(1)
      : [];
    const file = logoFile(logosDir, tenant?.appLogoName);
    c.header('Content-Type', getMimeType(file) ?? 'image/svg+xml');
    c.header('Cache-Control', `public, max-age=${FAVICON_MAX_AGE_S}`);
    return c.body(await readFile(file));
  });
}
