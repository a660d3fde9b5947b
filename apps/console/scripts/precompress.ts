// The build's scripts and styles, compressed once when they are built rather than on every request:
// each file worth it is written a second and third time, gzipped (`.gz`) and with Brotli (`.br`),
// beside itself. The server sends one of them instead when the browser takes it (serveStatic's
// `precompressed`, apps/server/src/http/console.ts): about a third of the bytes, the size the
// first-load budget counts (check-budget.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The build's files worth compressing: scripts, styles and pictures drawn as text. */
export const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Writes `.gz` and `.br` beside each of `fileNames` (relative to `dir`) that `COMPRESSIBLE` names;
 * a file that gzip would not make smaller is left alone. Returns the files it compressed.
 */
export function precompressFiles(dir: string, fileNames: readonly string[]): string[] {
  const done: string[] = [];
  for (const fileName of fileNames) {
    if (!COMPRESSIBLE.test(fileName)) continue;
    const path = join(dir, fileName);
    // As written, with the line that names its source map.
    const bytes = readFileSync(path);
    const gzipped = gzipSync(bytes, { level: 9 });
    if (gzipped.length >= bytes.length) continue;
    writeFileSync(`${path}.gz`, gzipped);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    done.push(fileName);
  }
  return done;
}

/** The Vite plugin: compresses what the build wrote, once it is written. */
export function precompress(): Plugin {
  return {
    name: 'switchboard:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      precompressFiles(options.dir ?? 'dist', Object.keys(bundle));
    },
  };
}
