// The CLI's build: one bundle of its sources and dependencies (esbuild), so that a command starts
// from one file, not from Node's module loader resolving and reading each of the 147 modules it
// needs: 0.45 s of CPU for `switchboard --help` against 0.75 s from tsc's output, session 19's
// machine. Types are checked
// by `npm run typecheck`, not here. The interactive screens (Ink) stay a chunk of their own,
// loaded only by the commands that show them.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const cli = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${cli}dist`;
// Chunk names carry a hash: a new build leaves nothing of an old one behind.
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [`${cli}src/main.ts`],
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The domain package from its sources, as the tests and the typecheck read it: the CLI does not
  // wait for the domain's build.
  conditions: ['@switchboard/source'],
  // Ink loads React's devtools only when DEV=true, from a chunk of its own; the CLI does not ship them.
  external: ['react-devtools-core'],
  // The CommonJS packages in the bundle (React) call `require`, which an ES module lacks.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
