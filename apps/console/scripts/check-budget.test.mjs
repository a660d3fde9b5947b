import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBudget, entryKey, firstLoadFiles, KB, manifestKey } from './check-budget.mjs';

/**
 * A small build: the entry imports a shared chunk, which imports another; two lazy pages, one of
 * them importing the shared chunk too; socket.io-client is imported dynamically by the entry.
 */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [
      'src/Login.tsx',
      'src/Lobby.tsx',
      '../../node_modules/.pnpm/socket.io-client@4.8.4/node_modules/socket.io-client/build/esm/index.js',
    ],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
  '_deep.js': { file: 'assets/deep.js' },
  '_lobbyOnly.js': { file: 'assets/lobbyOnly.js', imports: ['_shared.js'] },
  '_style.css': { file: 'assets/style.css' },
  'src/Login.tsx': { file: 'assets/Login.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/Lobby.tsx': {
    file: 'assets/Lobby.js',
    isDynamicEntry: true,
    imports: ['_lobbyOnly.js', 'index.html', '_style.css'],
  },
  '../../node_modules/.pnpm/socket.io-client@4.8.4/node_modules/socket.io-client/build/esm/index.js':
    { file: 'assets/esm.js', isDynamicEntry: true },
};

describe('firstLoadFiles', () => {
  it('is the entry and its static imports, transitively, each once', () => {
    expect(firstLoadFiles(MANIFEST, [])).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/deep.js',
    ]);
  });

  it('adds the lazy chunks a route loads with their static imports, JavaScript only', () => {
    expect(firstLoadFiles(MANIFEST, ['src/Lobby.tsx', 'socket.io-client'])).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/deep.js',
      'assets/Lobby.js',
      'assets/lobbyOnly.js',
      'assets/esm.js',
    ]);
  });

  it('refuses a route chunk that is not in the build', () => {
    expect(() => firstLoadFiles(MANIFEST, ['src/Gone.tsx'])).toThrow(/Gone\.tsx/);
    expect(() => manifestKey(MANIFEST, 'dompurify')).toThrow(/dompurify/);
  });
});

/**
 * The same build with a second page, login.html: its entry imports a chunk it shares with the
 * app's entry, and nothing of the app's own.
 */
const TWO_PAGES = {
  ...MANIFEST,
  'index.html': { ...MANIFEST['index.html'], imports: ['_shared.js', '_common.js'] },
  'login.html': { file: 'assets/login.js', isEntry: true, imports: ['_common.js'] },
  '_common.js': { file: 'assets/common.js' },
};

describe('a build with several pages', () => {
  it('counts the page a route names with its imports, not the other page', () => {
    expect(firstLoadFiles(TWO_PAGES, [], 'login.html')).toEqual([
      'assets/login.js',
      'assets/common.js',
    ]);
    expect(firstLoadFiles(TWO_PAGES, ['src/Lobby.tsx'], 'index.html')).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/deep.js',
      'assets/common.js',
      'assets/Lobby.js',
      'assets/lobbyOnly.js',
    ]);
  });

  it('asks for the page when there is more than one, and refuses one that is not an entry', () => {
    expect(() => firstLoadFiles(TWO_PAGES, [])).toThrow(/2 entry chunks.*"entry"/);
    expect(() => entryKey(TWO_PAGES, 'src/Login.tsx')).toThrow(/not an entry/);
    expect(entryKey(MANIFEST, undefined)).toBe('index.html');
  });
});

describe('checkBudget', () => {
  let dir = '';
  const sizes = {};

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-budget-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const chunk of Object.values(MANIFEST)) {
      // Random text hardly compresses, so the chunks weigh a few KB gzipped.
      const text = `export const x = "${randomBytes(3000).toString('base64')}";`;
      writeFileSync(join(dir, chunk.file), text);
      sizes[chunk.file] = gzipSync(text).length;
    }
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const gzipped = (files) => files.reduce((sum, file) => sum + sizes[file], 0);
  const ENTRY_FILES = ['assets/index.js', 'assets/shared.js', 'assets/deep.js'];

  const run = (routes) => {
    const budgetFile = join(dir, 'budget.json');
    writeFileSync(budgetFile, JSON.stringify({ routes }));
    const lines = [];
    const code = checkBudget({ distDir: dir, budgetFile, log: (line) => lines.push(line) });
    return { code, output: lines.join('\n') };
  };

  it('passes and prints each route in KB gzipped when every route is within its budget', () => {
    const login = gzipped([...ENTRY_FILES, 'assets/Login.js']);
    const { code, output } = run({
      '/login': { loads: ['src/Login.tsx'], budgetKB: login / KB },
    });
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`/login\\s+${(login / KB).toFixed(1)}\\s+[\\d.]+\\s+ok`));
  });

  it('fails when a route is over its budget, naming it', () => {
    const lobby = gzipped([...ENTRY_FILES, 'assets/Lobby.js', 'assets/lobbyOnly.js']);
    const { code, output } = run({
      '/login': { loads: ['src/Login.tsx'], budgetKB: 100 },
      // One byte over: the budget is a hard limit.
      '/chat/lobby': { loads: ['src/Lobby.tsx'], budgetKB: (lobby - 1) / KB },
    });
    expect(code).toBe(1);
    expect(output).toMatch(/\/chat\/lobby.*OVER BUDGET/);
    expect(output).toMatch(/over budget: \/chat\/lobby\./);
    expect(output).not.toMatch(/\/login.*OVER BUDGET/);
  });
});
