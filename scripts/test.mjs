// `npm test`: install, typecheck, lint, format check and every test, with coverage of packages/domain.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './browser.mjs';
import { install, must, pnpm, ROOT, run, step } from './lib.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

install();
ensureChromium();

step('Typecheck');
pnpm(['run', 'typecheck']);

step('Lint (ESLint, zero warnings)');
must(bin('eslint'), ['--max-warnings', '0', '.']);

step('Format (Prettier)');
must(bin('prettier'), ['--check', '.', '--log-level', 'warn']);

step('Static Storybook build');
must(bin('storybook'), ['build', '--quiet', '-o', 'packages/ui/storybook-static']);

step('Unit, integration and Storybook browser tests (Vitest) with coverage');
const results = join(ROOT, '.vitest-results.json');
rmSync(results, { force: true });
const status = run(bin('vitest'), [
  'run',
  '--coverage',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
]);

// One plain closing line that any CI can read: "N passed, N failed".
if (existsSync(results)) {
  const summary = JSON.parse(readFileSync(results, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\nTests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed` +
      (skipped ? `, ${skipped} skipped` : ''),
  );
}
process.exit(status);
