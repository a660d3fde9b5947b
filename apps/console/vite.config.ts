import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
import { API_PREFIXES } from './src/app/apiPrefixes';

/** The console's version and build time, shown on /debug. */
const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** Where the dev server and `vite preview` send API calls: the Switchboard server. */
const API_TARGET = process.env.SWITCHBOARD_API ?? 'http://localhost:8080';

const proxy: Record<string, ProxyOptions> = {
  // A browser navigation to an SPA route that shares a prefix (e.g. /login) must get index.html.
  ...Object.fromEntries(
    API_PREFIXES.map((prefix) => [
      `^${prefix}(/|$|\\?)`,
      {
        target: API_TARGET,
        changeOrigin: true,
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html')
            ? '/index.html'
            : undefined,
      } satisfies ProxyOptions,
    ]),
  ),
  '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
  // The static UI kit for /uikit: its pages are HTML, so no SPA bypass here.
  '/uikit-static': { target: API_TARGET, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(version),
    'import.meta.env.VITE_BUILD_TIME': JSON.stringify(new Date().toISOString()),
  },
  resolve: { conditions: ['@switchboard/source', ...defaultClientConditions] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The manifest (dist/.vite/manifest.json) feeds the first-load budget: scripts/check-budget.mjs.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
