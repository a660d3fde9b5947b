// `npm run chromatic`: publishes the Storybook to Chromatic for visual review, for teams that have
// a Chromatic project. The local screenshot baselines (`npm run test:visual:update`, checked by
// `npm test`) stay the default visual check; without CHROMATIC_PROJECT_TOKEN this says so and
// exits 0, so the command is safe to run anywhere.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { must, ROOT } from './lib.mjs';

export const STORYBOOK_DIR = join(ROOT, 'packages/ui/storybook-static');

export const CHROMATIC_TEXTS = {
  noToken:
    'CHROMATIC_PROJECT_TOKEN is not set: Chromatic is skipped. The local screenshot baselines ' +
    '(npm run test:visual:update) remain the visual check.',
};

/**
 * The chromatic CLI's arguments: the Storybook build we already make, and changes reported for
 * review rather than failing the run. `extra` are passed on (e.g. --branch-name).
 */
export function chromaticArgs(extra = []) {
  return ['--storybook-build-dir', STORYBOOK_DIR, '--exit-zero-on-changes', ...extra];
}

export function main(env = process.env, argv = process.argv.slice(2), out = process.stdout) {
  if (!env.CHROMATIC_PROJECT_TOKEN) {
    out.write(`${CHROMATIC_TEXTS.noToken}\n`);
    return 0;
  }
  if (!existsSync(join(STORYBOOK_DIR, 'index.html'))) {
    must('npm', ['run', 'build-storybook']);
  }
  // The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself; it never appears on a command line.
  must(join(ROOT, 'node_modules/.bin/chromatic'), chromaticArgs(argv));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
