import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    // A stand-in left running (the test failed) would hold the run open.
    const pid = join(dir, 'pid');
    if (existsSync(pid)) {
      try {
        process.kill(Number(readFileSync(pid, 'utf8')), 'SIGKILL');
      } catch {
        // gone already
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

// A process manager's SIGTERM reaches `npm start`, which passes it to the shell it ran the script
// in. Unless that shell hands itself over to node (`exec`), the shell dies and scripts/start.mjs
// and the server behind it run on, orphaned, with the database open. This runs the root
// package.json's own start line under npm, with a stand-in for scripts/start.mjs that takes its
// time to close, as the server does.
it('passes a SIGTERM to `npm start` on to the script and waits for it to close', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-start-'));
  dirs.push(dir);
  const { start } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'start', scripts: { start } }));
  mkdirSync(join(dir, 'scripts'));
  const closed = join(dir, 'closed');
  writeFileSync(
    join(dir, 'scripts', 'start.mjs'),
    `import { writeFileSync } from 'node:fs';
     writeFileSync(${JSON.stringify(join(dir, 'pid'))}, String(process.pid));
     process.on('SIGTERM', () => setTimeout(() => {
       writeFileSync(${JSON.stringify(closed)}, 'closed');
       process.exit(0);
     }, 300));
     setInterval(() => undefined, 1_000);
     console.log('ready');`,
  );
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) =>
    npm.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve()),
  );
  npm.kill('SIGTERM');
  const code = await new Promise((resolve) => npm.on('close', (exitCode) => resolve(exitCode)));
  expect(existsSync(closed)).toBe(true);
  expect(code).toBe(0);
});
