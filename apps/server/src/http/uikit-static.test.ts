import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBaseApp } from './app.js';
import { serveConsole, serveUikit } from './console.js';

/**
 * A request whose path keeps its dot segments. `new Request()` and the Node adapter fold them
 * away before the app sees them; this reaches the handler as a raw request line could through a
 * proxy that does not normalise, so the handler's own check is what is tested.
 */
function unnormalised(path: string): Request {
  const request = new Request('http://localhost/');
  Object.defineProperty(request, 'url', { value: `http://localhost${path}` });
  return request;
}

/** The static Storybook at /uikit-static/, over a made-up build in a temporary folder. */
describe('/uikit-static/', () => {
  let base: string;
  let built: string;
  let consoleDist: string;

  beforeAll(() => {
    base = mkdtempSync(join(tmpdir(), 'switchboard-uikit-'));
    built = join(base, 'storybook-static');
    mkdirSync(join(built, 'assets'), { recursive: true });
    writeFileSync(join(built, 'index.html'), '<!doctype html><title>Storybook</title>');
    writeFileSync(join(built, 'index.json'), '{"v":5,"entries":{}}');
    writeFileSync(join(built, 'assets', 'iframe-abc.js'), 'export {};');
    writeFileSync(join(built, 'assets', 'font.woff2'), 'wOF2');
    // A file next to the build that no request may reach.
    writeFileSync(join(base, 'secret.txt'), 'not for you');
    consoleDist = join(base, 'console');
    mkdirSync(consoleDist);
    writeFileSync(join(consoleDist, 'index.html'), '<!doctype html><title>Console</title>');
  });

  afterAll(() => {
    rmSync(base, { recursive: true, force: true });
  });

  function appServing(dir: string) {
    const app = createBaseApp();
    serveUikit(app, dir);
    serveConsole(app, consoleDist);
    return app;
  }

  it('serves the build read-only with the right content types', async () => {
    const app = appServing(built);
    const index = await app.request('/uikit-static/index.html', {
      headers: { accept: 'text/html' },
    });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await index.text()).toContain('<title>Storybook</title>');

    const folder = await app.request('/uikit-static/');
    expect(await folder.text()).toContain('<title>Storybook</title>');

    const cases = [
      ['/uikit-static/index.json', 'application/json'],
      ['/uikit-static/assets/iframe-abc.js', 'text/javascript; charset=utf-8'],
      ['/uikit-static/assets/font.woff2', 'font/woff2'],
    ] as const;
    for (const [path, type] of cases) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toBe(type);
    }
    expect((await app.request('/uikit-static/index.json', { method: 'POST' })).status).toBe(404);
  });

  it('answers 304 to a browser that holds the file as it is, and the file to one that holds another', async () => {
    const app = appServing(built);
    const first = await app.request('/uikit-static/assets/iframe-abc.js');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\da-z]+-[\da-z]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await app.request('/uikit-static/assets/iframe-abc.js', {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A new build of the file: another tag, and the file.
    writeFileSync(join(built, 'assets', 'iframe-abc.js'), 'export const changed = 1;');
    const changed = await app.request('/uikit-static/assets/iframe-abc.js', {
      headers: { 'If-None-Match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.text()).toBe('export const changed = 1;');
    writeFileSync(join(built, 'assets', 'iframe-abc.js'), 'export {};');
  });

  it('sends /uikit-static to the folder, so the build finds its files', async () => {
    const res = await appServing(built).request('/uikit-static');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/uikit-static/');
  });

  it('answers 404, not the console page, for a file the build lacks', async () => {
    const res = await appServing(built).request('/uikit-static/nope.html', {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Console');
  });

  it('refuses paths that leave the folder', async () => {
    const app = appServing(built);
    for (const path of [
      '/uikit-static/../secret.txt',
      '/uikit-static/assets/../../secret.txt',
      '/uikit-static/%2e%2e/secret.txt',
      '/uikit-static/..%2fsecret.txt',
    ]) {
      const res = await app.fetch(unnormalised(path));
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('not for you');
    }
    // The same request through the URL parser stays inside the folder: proof the path is real.
    expect((await app.fetch(unnormalised('/uikit-static/assets/../index.json'))).status).toBe(200);
  });

  it('answers 404 with a hint when Storybook has not been built', async () => {
    const res = await appServing(join(base, 'missing')).request('/uikit-static/index.html', {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('The UI kit has not been built. Run npm run build-storybook.');
  });
});
