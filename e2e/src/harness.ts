import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
const CONSOLE_INDEX = join(ROOT, 'apps/console/dist/index.html');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'switchboard-demo';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface Product {
  /** The first demo tenant's address ("Switchboard Demo"): the console finds it by `localhost`. */
  url: string;
  /** The second demo tenant's address ("Harbour Chat", issue #31): the same server, as 127.0.0.1. */
  secondTenantUrl: string;
  browser: Browser;
  /**
   * A fresh browser context (its own storage: one signed-in user each), at `baseURL` (default:
   * the first tenant's `url`).
   */
  newPage: (baseURL?: string) => Promise<{ context: BrowserContext; page: Page }>;
  stop: () => Promise<void>;
}

/**
 * Starts the built product as `npm start` runs it (server + console on one port, embedded
 * database in a folder of its own) and a headless Debian Chromium. The folder starts as a copy of
 * the run's template, migrated and seeded with the demo once per run (global-setup.ts).
 */
export async function startProduct(): Promise<Product> {
  for (const file of [SERVER_MAIN, CONSOLE_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (npm run build).`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-'));
  // The run's migrated database with the demo in it (global-setup.ts).
  cpSync(inject('e2eDataTemplate'), dataDir, { recursive: true });
  const port = await freePort();
  // V8's baseline compiler only for PGlite's WebAssembly (`--liftoff-only`): optimizing it with
  // TurboFan pays off in a server that runs for hours, not in a walk's minute. The walks' servers
  // took a fifth less CPU (chat and statistics: 11.9 core-seconds → 8.9–9.8, #32); the same code
  // runs, only how V8 compiles it differs.
  const child: ChildProcess = spawn(process.execPath, ['--liftoff-only', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // The console finds its tenant by the host it is reached at: the first demo tenant serves
  // `localhost`, the second `127.0.0.1` (the server listens on 127.0.0.1 for both).
  const url = `http://localhost:${port}`;
  const secondTenantUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      if ((await fetch(`${secondTenantUrl}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer within 90 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stopServer = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  } catch (error) {
    // No browser (Chromium missing): the server must not outlive the failed start.
    await stopServer();
    throw error;
  }
  return {
    url,
    secondTenantUrl,
    browser,
    newPage: async (baseURL = url) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 1280, height: 800 },
      });
      // Closing waits at most 15 s: a close that hangs (a page stuck mid-navigation) would
      // otherwise run the walk into the test's timeout and hide the step that failed.
      const close = context.close.bind(context);
      context.close = async (options) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            console.warn('Closing a browser context took over 15 s; left to the browser.');
            resolve();
          }, 15_000);
        });
        try {
          await Promise.race([close(options), late]);
        } finally {
          clearTimeout(timer);
        }
      };
      return { context, page: await context.newPage() };
    },
    stop: async () => {
      await browser.close();
      await stopServer();
    },
  };
}

/** Signs in through the login form as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The console's snackbar as it shows a notification: `status` for success and info, `alert` else. */
export const snackbar = (page: Page) => page.getByRole('status').or(page.getByRole('alert'));

/**
 * Waits until the snackbar shows `text`. A wait that runs out names what the snackbar said
 * instead (a refusal, or a newer notification in front of this one: it shows the newest first),
 * not only that it timed out.
 */
export async function snackbarShows(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => snackbar(page).allInnerTexts(), { timeout: 30_000 })
    .toContainEqual(
      typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text),
    );
}
