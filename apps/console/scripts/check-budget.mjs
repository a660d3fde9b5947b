// The first-load budget of the console's routes: after `vite build`, sums the gzipped JavaScript a
// route needs before it shows (its page's entry, what it imports statically, and the lazy chunks
// the route loads with everything they import statically) and fails when a route is over its
// budget. The build has one entry per HTML page: index.html (the React app) and login.html (the
// light sign-in page); a route names its page with `entry`.
// Budgets live in ../budget.json; the README's Benchmarks section says how to change them.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budgets and figures are in KB of 1,024 bytes (Vite prints kB of 1,000 bytes). */
export const KB = 1024;

/**
 * @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ entry?: string, loads: string[], budgetKB: number }} RouteBudget
 * @typedef {{ route: string, files: string[], bytes: number, budgetKB: number, over: boolean }} RouteFigure
 */

/**
 * The manifest key a `loads` item names: a source path as the manifest spells it
 * (`src/features/auth/LoginPage.tsx`), or a package name (`socket.io-client`) for a package that
 * is imported dynamically, whose manifest key is a path inside node_modules.
 * @param {Manifest} manifest
 * @param {string} item
 */
export function manifestKey(manifest, item) {
  if (manifest[item]) return item;
  const inPackage = Object.keys(manifest).filter((key) => key.includes(`/node_modules/${item}/`));
  const dynamic = inPackage.filter((key) =>
    Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(key)),
  );
  if (dynamic.length === 1) return dynamic[0];
  throw new Error(
    dynamic.length === 0
      ? `"${item}" is neither a key of the Vite manifest nor a package imported dynamically: ` +
          'was it renamed, or is it no longer split off?'
      : `"${item}" names ${dynamic.length} dynamic imports; name the one meant by its manifest key.`,
  );
}

/**
 * The manifest key of a route's page: `entry` (an HTML page of the build, e.g. `login.html`), or
 * the build's only entry when `entry` is left out.
 * @param {Manifest} manifest
 * @param {string | undefined} entry
 */
export function entryKey(manifest, entry) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entry !== undefined) {
    if (!entries.includes(entry)) {
      throw new Error(
        `"${entry}" is not an entry of the build (entries: ${entries.join(', ') || 'none'}).`,
      );
    }
    return entry;
  }
  if (entries.length !== 1) {
    throw new Error(
      `The manifest has ${entries.length} entry chunks (${entries.join(', ')}); ` +
        'name the route\'s page with "entry".',
    );
  }
  return entries[0];
}

/**
 * The output files a route downloads before it shows: its page's entry chunk, each chunk of
 * `loads`, and every chunk they import statically, transitively (what the browser fetches or
 * modulepreloads), each once.
 * @param {Manifest} manifest
 * @param {string[]} loads
 * @param {string} [entry] the route's page (manifest key); the only entry when left out
 */
export function firstLoadFiles(manifest, loads, entry) {
  const seen = new Set();
  const files = [];
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest imports "${key}" but has no such chunk.`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest, entry));
  for (const item of loads) visit(manifestKey(manifest, item));
  return files;
}

/**
 * Each route's gzipped first-load size against its budget.
 * @param {string} distDir the build's output folder (with `.vite/manifest.json`)
 * @param {Record<string, RouteBudget>} routes
 * @returns {RouteFigure[]}
 */
export function measureRoutes(distDir, routes) {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  /** @type {Map<string, number>} */
  const gzipped = new Map();
  const sizeOf = (/** @type {string} */ file) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  return Object.entries(routes).map(([route, { entry, loads, budgetKB }]) => {
    const files = firstLoadFiles(manifest, loads, entry);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, files, bytes, budgetKB, over: bytes > budgetKB * KB };
  });
}

/**
 * The table printed after the build.
 * @param {RouteFigure[]} figures
 */
export function formatTable(figures) {
  const rows = [
    ['route', 'first-load JS, KB gzipped', 'budget, KB', ''],
    ...figures.map(({ route, bytes, budgetKB, over }) => [
      route,
      (bytes / KB).toFixed(1),
      String(budgetKB),
      over ? 'OVER BUDGET' : 'ok',
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * Measures, prints the table and returns the exit code: 1 when a route is over its budget.
 * @param {{ distDir: string, budgetFile: string, log?: (line: string) => void }} options
 */
export function checkBudget({ distDir, budgetFile, log = console.log }) {
  /** @type {{ routes: Record<string, RouteBudget> }} */
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const figures = measureRoutes(distDir, budget.routes);
  log(formatTable(figures));
  const over = figures.filter((figure) => figure.over);
  if (over.length === 0) return 0;
  log(
    `\nFirst-load JavaScript over budget: ${over.map((figure) => figure.route).join(', ')}. ` +
      `Split off what these routes do not need, or raise the budget in ${budgetFile} on purpose.`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const consoleDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  process.exitCode = checkBudget({
    distDir: join(consoleDir, 'dist'),
    budgetFile: join(consoleDir, 'budget.json'),
  });
}
