#!/usr/bin/env node
import { run } from './program.js';

// A reader that stops early (`switchboard audit --json | head`) closes the pipe: that ends the
// command quietly, as it ends `cat`, not with a stack of EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

const code = await run(process.argv.slice(2), {
  io: { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin },
  env: process.env,
  now: () => new Date(),
});
process.exitCode = code;
