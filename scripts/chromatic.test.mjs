import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMATIC_TEXTS, chromaticArgs, main, STORYBOOK_DIR } from './chromatic.mjs';
import { ROOT } from './lib.mjs';

const collector = () => {
  const out = { text: '', write: (chunk) => ((out.text += chunk), true) };
  return out;
};

describe('npm run chromatic', () => {
  it('says it is skipped and exits 0 without a project token', () => {
    const out = collector();
    expect(main({}, [], out)).toBe(0);
    expect(out.text).toContain(CHROMATIC_TEXTS.noToken);
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts/chromatic.mjs')], {
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('CHROMATIC_PROJECT_TOKEN is not set');
  });

  it('publishes the Storybook build we make, reporting changes for review', () => {
    expect(chromaticArgs(['--branch-name', 'x'])).toEqual([
      '--storybook-build-dir',
      STORYBOOK_DIR,
      '--exit-zero-on-changes',
      '--branch-name',
      'x',
    ]);
  });
});
