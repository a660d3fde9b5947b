import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = `export const greeting = 'hello';\n`.repeat(200);

describe('precompressFiles', () => {
  it('writes a gzip and a Brotli copy of each script and style that decompress to it', () => {
    writeFileSync(join(dir, 'assets/app.js'), script);
    writeFileSync(join(dir, 'assets/app.css'), 'body { margin: 0 }\n'.repeat(100));
    expect(precompressFiles(dir, ['assets/app.js', 'assets/app.css'])).toEqual([
      'assets/app.js',
      'assets/app.css',
    ]);
    const gz = readFileSync(join(dir, 'assets/app.js.gz'));
    const br = readFileSync(join(dir, 'assets/app.js.br'));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gz.length).toBeLessThan(script.length / 3);
    expect(existsSync(join(dir, 'assets/app.css.br'))).toBe(true);
  });

  it('leaves source maps, pictures and files compression would not shrink alone', () => {
    writeFileSync(join(dir, 'assets/app.js.map'), script);
    writeFileSync(join(dir, 'assets/logo.png'), script);
    writeFileSync(join(dir, 'assets/tiny.js'), 'x');
    expect(
      precompressFiles(dir, ['assets/app.js.map', 'assets/logo.png', 'assets/tiny.js']),
    ).toEqual([]);
    for (const file of ['app.js.map', 'logo.png', 'tiny.js']) {
      expect(existsSync(join(dir, 'assets', `${file}.gz`))).toBe(false);
      expect(existsSync(join(dir, 'assets', `${file}.br`))).toBe(false);
    }
  });
});
