import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inputsDigest, isBuildCurrent, quiet, recordBuild, replaceFolder, ROOT } from './lib.mjs';

const dirs = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-lib-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stream that collects what is written, not a terminal. */
const collector = () => {
  const out = { text: '', isTTY: false, write: (chunk) => ((out.text += chunk), true) };
  return out;
};

describe('quiet', () => {
  it('shows a step as two lines and holds back the output of a command that succeeds', async () => {
    const out = collector();
    const status = await quiet('Saying hello', process.execPath, ['-e', 'console.log("hello")'], {
      out,
    });
    expect(status).toBe(0);
    expect(out.text).toMatch(/^▶ Saying hello …\n✔ Saying hello \(\d+ s\)\n$/);
    expect(out.text).not.toContain('hello\n\n');
  });

  it('shows the output of a command that fails', async () => {
    const out = collector();
    const status = await quiet(
      'Failing',
      process.execPath,
      ['-e', 'console.error("what went wrong"); process.exit(3)'],
      { out },
    );
    expect(status).toBe(3);
    expect(out.text).toContain('✖ Failing');
    expect(out.text).toContain('what went wrong');
  });
});

describe('build stamps', () => {
  it('calls a build current only while its output exists and its inputs are unchanged', () => {
    const root = tempDir();
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'a.ts'), 'one');
    const output = join(root, 'out', 'index.html');
    const stamp = join(root, 'cache', 'stamp');
    const before = inputsDigest(['src'], root);
    expect(isBuildCurrent(output, stamp, before)).toBe(false);

    mkdirSync(join(root, 'out'));
    writeFileSync(output, '<html>');
    recordBuild(stamp, before);
    expect(readFileSync(stamp, 'utf8')).toBe(before);
    expect(isBuildCurrent(output, stamp, inputsDigest(['src'], root))).toBe(true);

    writeFileSync(join(root, 'src', 'a.ts'), 'two');
    expect(isBuildCurrent(output, stamp, inputsDigest(['src'], root))).toBe(false);
    writeFileSync(join(root, 'src', 'a.ts'), 'one');
    writeFileSync(join(root, 'src', 'b.ts'), 'new file');
    expect(isBuildCurrent(output, stamp, inputsDigest(['src'], root))).toBe(false);
  });

  it('puts a finished build in place of the last one, whole, and leaves no half behind', () => {
    const root = tempDir();
    const target = join(root, 'ui', 'storybook-static');
    mkdirSync(target, { recursive: true });
    writeFileSync(join(target, 'index.html'), 'old');
    writeFileSync(join(target, 'gone.js'), 'only in the old build');
    const built = join(root, 'cache', 'storybook-static');
    mkdirSync(built, { recursive: true });
    writeFileSync(join(built, 'index.html'), 'new');
    writeFileSync(join(built, 'iframe.html'), 'new');

    replaceFolder(built, target);
    expect(readdirSync(target).sort()).toEqual(['iframe.html', 'index.html']);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(built)).toBe(false);

    // Where there was none yet, the same.
    const fresh = join(root, 'cache', 'second');
    mkdirSync(fresh);
    writeFileSync(join(fresh, 'index.html'), 'first');
    replaceFolder(fresh, join(root, 'elsewhere', 'kit'));
    expect(readFileSync(join(root, 'elsewhere', 'kit', 'index.html'), 'utf8')).toBe('first');
  });

  it('ignores what builds and tests leave in the inputs (dist, screenshots)', () => {
    const root = tempDir();
    mkdirSync(join(root, 'src', '__screenshots__'), { recursive: true });
    writeFileSync(join(root, 'src', 'a.ts'), 'one');
    const before = inputsDigest(['src'], root);
    writeFileSync(join(root, 'src', '__screenshots__', 'a.png'), 'png');
    expect(inputsDigest(['src'], root)).toBe(before);
  });
});

describe('workspace bins', () => {
  it('point at files that exist before any build, so pnpm install warns of none', () => {
    const packages = ['apps/server', 'apps/console', 'packages/domain', 'packages/ui'];
    for (const dir of packages) {
      const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
      const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin ?? {});
      for (const bin of bins) expect(`${dir}/${bin}`).not.toMatch(/\/dist\//);
    }
  });
});
