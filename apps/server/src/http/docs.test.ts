import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBaseApp } from './app.js';
import { serveConsole } from './console.js';
import { DOCS_PATH, serveApiReference } from './docs.js';

// A console build beside it, as `npm start` serves one: a browser's /docs must still be the reference.
const dir = mkdtempSync(join(tmpdir(), 'docs-console-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = createBaseApp();
serveApiReference(app, '/openapi.json');
expect(serveConsole(app, dir)).toBe(true);
const html = { headers: { Accept: 'text/html,application/xhtml+xml' } };

describe('the API reference at /docs', () => {
  it('answers a browser with the reference page over /openapi.json, not the console', async () => {
    const res = await app.request(DOCS_PATH, html);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<title>Switchboard API reference</title>');
    expect(page).toContain('data-url="/openapi.json"');
    expect(page).not.toContain('<div id="root">');
    // Its scripts are files of the server's own, no inline code and nothing from a CDN.
    const scripts = [...page.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([
      ` src="${DOCS_PATH}/swagger-ui-bundle.js"`,
      ` src="${DOCS_PATH}/start.js"`,
    ]);
    expect(scripts.every(([, , body]) => body === '')).toBe(true);
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('serves every file the page names from swagger-ui-dist', async () => {
    const page = await (await app.request(DOCS_PATH, html)).text();
    const files = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, path]) => path!);
    expect(files).toHaveLength(4);
    for (const path of files) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect((await res.arrayBuffer()).byteLength, path).toBeGreaterThan(100);
    }
    const bundle = await app.request(`${DOCS_PATH}/swagger-ui-bundle.js`);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(await bundle.text()).toContain('SwaggerUIBundle');
    expect((await app.request(`${DOCS_PATH}/start.js`)).headers.get('content-type')).toMatch(
      /javascript/,
    );
  });

  it('reaches no other file of the package', async () => {
    for (const path of ['index.html', 'package.json', '..%2F..%2Fpackage.json', 'swagger-ui.js']) {
      const res = await app.request(`${DOCS_PATH}/${path}`, { headers: { Accept: '*/*' } });
      expect(res.status, path).toBe(404);
    }
  });
});
