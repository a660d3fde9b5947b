import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './scripts/precompress';
import { API_PREFIXES } from './src/app/apiPrefixes';

/** The console's version and build time, shown on /debug. */
const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** Where the dev server and `vite preview` send API calls: the Switchboard server. */
const API_TARGET = process.env.SWITCHBOARD_API ?? 'http://localhost:8080';

/**
 * The page a browser navigation gets, as the server answers it (apps/server/src/http/console.ts):
 * /login is the light sign-in page (login.html, no React); every other route is the app.
 */
const pageFor = (url: string | undefined) =>
  /^\/login\/?(\?|#|$)/.test(url ?? '') ? '/login.html' : '/index.html';

const proxy: Record<string, ProxyOptions> = {
  // A browser navigation to an SPA route that shares a prefix (e.g. /login) must get its page.
  ...Object.fromEntries(
    API_PREFIXES.map((prefix) => [
      `^${prefix}(/|$|\\?)`,
      {
        target: API_TARGET,
        changeOrigin: true,
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html')
            ? pageFor(req.url)
            : undefined,
      } satisfies ProxyOptions,
    ]),
  ),
  '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
  // The static UI kit for /uikit: its pages are HTML, so no SPA bypass here.
  '/uikit-static': { target: API_TARGET, changeOrigin: true },
};

export default defineConfig({
  // Each script and style also as .gz and .br, for the server to send (scripts/precompress.ts).
  plugins: [react(), precompress()],
  define: {
    'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(version),
    'import.meta.env.VITE_BUILD_TIME': JSON.stringify(new Date().toISOString()),
  },
  resolve: { conditions: ['@switchboard/source', ...defaultClientConditions] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The manifest (dist/.vite/manifest.json) feeds the first-load budget: scripts/check-budget.mjs.
  // Two pages: the app (index.html) and the light sign-in page (login.html, src/login).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
    },
  },
});
