import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { App } from './env.js';

/** Where the API reference page is served (issue #31): for people who integrate with the API. */
export const DOCS_PATH = '/docs';

/**
 * swagger-ui-dist's folder: its files are served as they ship, never from a CDN. Found by its
 * package.json, not by loading the package: its main module loads the 1.5 MB bundles into Node
 * (about 2 s of every start on this machine, bench/reconnect's profile).
 */
const SWAGGER_UI_DIR = dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The files of swagger-ui-dist the page needs; nothing else of the package is reachable. */
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'] as const;

/** The package's files change only with its version: a day's cache spares every reload. */
const ASSET_MAX_AGE_S = 86_400;

/**
 * The page: Swagger UI over the server's own document. Its start-up is a file of its own (not an
 * inline script), so the page runs under a Content-Security-Policy without 'unsafe-inline'.
 */
function page(documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Switchboard API reference</title>
    <link rel="icon" href="${DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui" data-url="${documentUrl}"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;
}

/**
 * Starts Swagger UI on the document named by the page. Requests made from "Try it out" carry the
 * token typed into Authorize (the document's `bearer` scheme), kept for the tab only.
 */
const START = `(() => {
  const root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.dataset.url,
    domNode: root,
    deepLinking: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
  });
})();
`;

/**
 * `GET /docs`: the API reference (Swagger UI, served from the swagger-ui-dist package so it works
 * without the internet) over `documentUrl`. Registered before the console, whose pages would
 * otherwise answer a browser's request for /docs.
 */
export function serveApiReference(app: App, documentUrl: string): void {
  app.get(DOCS_PATH, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(page(documentUrl));
  });
  app.get(`${DOCS_PATH}/start.js`, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(START);
  });
  for (const name of ASSETS) {
    app.get(`${DOCS_PATH}/${name}`, async (c) => {
      const body = await readFile(join(SWAGGER_UI_DIR, name));
      c.header('Content-Type', getMimeType(name) ?? 'application/octet-stream');
      c.header('Cache-Control', `public, max-age=${ASSET_MAX_AGE_S}`);
      return c.body(body);
    });
  }
}
