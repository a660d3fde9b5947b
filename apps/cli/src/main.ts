#!/usr/bin/env node
import { run } from './program.js';

const code = await run(process.argv.slice(2), {
  io: { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin },
  env: process.env,
  now: () => new Date(),
});
process.exitCode = code;
