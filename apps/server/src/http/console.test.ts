import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createBaseApp } from './app.js';
import { CONSOLE_ASSET_CACHE, serveConsole } from './console.js';

const dir = mkdtempSync(join(tmpdir(), 'console-dist-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dir, 'login.html'), '<!doctype html><title>light sign-in</title>');
writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const styles = `body { color: black; }\n`.repeat(100);
writeFileSync(join(dir, 'assets', 'app.css'), styles);
writeFileSync(join(dir, 'assets', 'app.css.gz'), gzipSync(styles));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = createBaseApp();
expect(serveConsole(app, dir)).toBe(true);
app.get('/connectedOperators/', (c) => c.json({ api: true }));
const html = { headers: { Accept: 'text/html,application/xhtml+xml' } };
const jsonAccept = { headers: { Accept: 'application/json' } };

describe('serving the console', () => {
  it('answers browser navigations with index.html so the console routes them', async () => {
    for (const path of ['/', '/chat/list', '/pokes/nl/p1/edit', '/connectedOperators']) {
      const res = await app.request(path, html);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('answers / with index.html whatever the request accepts, as curl of the printed address asks', async () => {
    for (const init of [{ headers: { Accept: '*/*' } }, jsonAccept, {}]) {
      const res = await app.request('/', init);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    // Any other address still answers a call by Accept.
    expect((await app.request('/chat/list', { headers: { Accept: '*/*' } })).status).toBe(404);
  });

  it('answers a browser navigation to /login with the light sign-in page, not the app', async () => {
    for (const path of ['/login', '/login/', '/login?redirect=%2Fchat%2Flobby']) {
      const res = await app.request(path, html);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('vary')).toMatch(/Accept/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const text = await res.text();
      expect(text).toContain('light sign-in');
      expect(text).not.toContain('<div id="root">');
    }
    // Routes that only start like it are the app's.
    expect(await (await app.request('/login-help', html)).text()).toContain('<div id="root">');
  });

  it('lets POST /login (the sign-in call) through to the API', async () => {
    expect((await app.request('/login', { method: 'POST', ...html })).status).toBe(404);
  });

  it('serves build files as they are', async () => {
    const res = await app.request('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sends a file the build also wrote compressed as such to a browser that takes it', async () => {
    const compressed = await app.request('/assets/app.css', {
      headers: { 'Accept-Encoding': 'gzip, deflate' },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('content-type')).toMatch(/text\/css/);
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(compressed.headers.get('cache-control')).toBe(CONSOLE_ASSET_CACHE);
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(styles);
    // Without gzip among what it takes, the file as it is.
    const plain = await app.request('/assets/app.css', { headers: { 'Accept-Encoding': 'br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(styles);
    // A file with no compressed copy goes as it is, whatever the browser takes.
    const script = await app.request('/assets/app.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(script.headers.get('content-encoding')).toBeNull();
    expect(await script.text()).toBe('console.log(1)');
  });

  it('lets browsers keep the hashed build files for good, and nothing else', async () => {
    const asset = await app.request('/assets/app.js');
    expect(asset.headers.get('cache-control')).toBe(CONSOLE_ASSET_CACHE);
    expect(CONSOLE_ASSET_CACHE).toMatch(/\bimmutable\b/);
    // A file outside the hashed folder keeps its name across builds: asked again.
    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBeNull();
    // Pages name the current build's files: never kept.
    expect((await app.request('/chat/list', html)).headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/assets/missing.js')).headers.get('cache-control')).toBeNull();
  });

  it('lets API calls through', async () => {
    expect(await (await app.request('/connectedOperators/', jsonAccept)).json()).toEqual({
      api: true,
    });
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/chat/list', { method: 'POST', ...html })).status).toBe(404);
  });

  it('tells caches that a page and a call at one address differ by Accept', async () => {
    const page = await app.request('/connectedOperators/', html);
    expect(page.headers.get('vary')).toMatch(/Accept/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const call = await app.request('/connectedOperators/', jsonAccept);
    expect(call.headers.get('vary')).toMatch(/Accept/);
  });

  it('does nothing without a build', () => {
    expect(serveConsole(createBaseApp(), join(dir, 'nope'))).toBe(false);
  });
});
