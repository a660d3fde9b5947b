// `npm test`: install, typecheck, lint, format check and every test, with coverage of packages/domain.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './browser.mjs';
import { install, pnpmLine, quiet, ROOT, run, runAsync, step } from './lib.mjs';
import { POSTGRES_TEST_URL, REDIS_TEST_URL, serviceAnswers } from './test-services.mjs';

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

install();
ensureChromium();

// The checks and the builds, three lines at once on 2 cores (the system shares them out):
// typecheck and the builds the walks run on one; the lints and the console's build on another;
// Prettier and the static Storybook on the third. Each says its time when it ends, and shows its
// output only when it fails. Types, the console and Storybook resolve to sources, not builds, so
// no line reads what another writes.
step('Checks and builds, three lines at once');
const withPnpm = (title, args) => {
  const [command, ...rest] = pnpmLine(args);
  return [title, command, rest];
};
// pnpm runs a script in up to four packages at once by default: here the builds go one package
// at a time, so they do not crowd out the lines beside them.
const oneAtATime = { ...process.env, npm_config_workspace_concurrency: '1' };
const inTurn = async (commands) => {
  for (const [title, command, args] of commands) {
    const status = await quiet(title, command, args, { env: oneAtATime });
    if (status !== 0) return status;
  }
  return 0;
};
const lines = await Promise.all([
  inTurn([
    // TypeScript 7 (scripts/typecheck.mjs): the same checks as 5.9, about 3× faster. On one
    // thread: beside the lines next to it its threads took more than their share of the 2 cores,
    // and on 2 cores they hardly shorten it anyway (the server: 15.7 s on its threads, 28 s of
    // CPU; 16.2 s on one, 19 s).
    withPnpm('Typecheck (TypeScript 7, one thread)', ['run', 'typecheck', '--singleThreaded']),
    // The end-to-end tests run the built server and console. The types were checked just above:
    // tsc emits domain and server without checking them again (`--noCheck`; the server's build
    // 34 → 13 s of CPU, #32). `npm run build` alone still checks. Both builds are TypeScript 7's
    // (the packages' `build`): the same JavaScript byte for byte as 5.9's, in 1.4 s of CPU for the
    // server where 5.9 took 6.6 (only the source maps and the order of unions in .d.ts differ).
    withPnpm('Build: domain, server (emitted, types checked above)', [
      '-r',
      '--filter=@switchboard/domain',
      '--filter=@switchboard/server',
      'run',
      'build',
      '--noCheck',
    ]),
    withPnpm('Build: CLI (one bundle, esbuild)', ['--filter=@switchboard/cli', 'run', 'build']),
  ]),
  inTurn([
    // Every lint rule in oxlint (.oxlintrc.json): the recommended sets of ESLint, typescript-eslint
    // (its typed rules in type-aware mode, on TypeScript 7) and React's hooks, and the import
    // boundaries, in about 20 core-seconds, where ESLint took 29 for the rules without types and
    // typescript-eslint 150–190 for the typed ones (#32). ESLint runs the one rule oxlint lacks,
    // an AST selector (the domain's `new Date()`), on packages/domain/src: about 2.
    [
      'Lint: oxlint (type-aware, zero warnings)',
      bin('oxlint'),
      ['--type-aware', '--deny-warnings'],
    ],
    [
      "Lint: ESLint (the domain's clock rule)",
      bin('eslint'),
      ['--max-warnings', '0', 'packages/domain/src'],
    ],
    [
      'Imports (dependency-cruiser: no circle, layers and features apart)',
      bin('depcruise'),
      ['apps/*/src', 'packages/*/src'],
    ],
    withPnpm('Build: console (Vite, and its size budget)', [
      '--filter=@switchboard/console',
      'run',
      'build',
    ]),
  ]),
  inTurn([
    // Prettier parses TypeScript with oxc's parser (.prettierrc.json's plugin): 29 → 20 core-s.
    ['Format (Prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    [
      'Static Storybook build',
      bin('storybook'),
      ['build', '--quiet', '-o', 'packages/ui/storybook-static'],
    ],
  ]),
]);
const failedLine = lines.find((status) => status !== 0);
if (failedLine !== undefined) process.exit(failedLine);

// The domain's coverage comes from its own tests (it is the spec as code): measured on that project
// alone. Coverage on every project cost the main pass 17 % of its time (V8's block counters in
// each worker and in the browser), 540 s against 449 s on the 2-core CI (#32).
step('Domain tests with coverage (Vitest)');
/**
 * A Vitest run's arguments with its results written to `file` as JSON (counted at the end), after
 * the terminal's `reporter`; an earlier run's file is removed first, so a pass that never got to
 * write leaves none behind to be counted.
 */
const reportingTo = (file, reporter = 'default') => {
  rmSync(file, { force: true });
  return [`--reporter=${reporter}`, '--reporter=json', `--outputFile.json=${file}`];
};
const domainResults = join(ROOT, '.vitest-results-domain.json');
const domainStatus = run(bin('vitest'), [
  'run',
  '--project',
  'domain',
  '--coverage',
  ...reportingTo(domainResults, 'dot'),
]);

// The main pass, and beside it the passes on the services this machine has (the server's tests
// on PostgreSQL, the cluster test, the cache store on Redis), one after another with their output
// held (a line each as it ends, the whole output of one that fails). After the main pass they
// added about 105 s; beside it (the PostgreSQL pass on one worker) the clean-clone run took 17.1
// min against 18.0 the same hour, with both cores 94–100 % busy throughout (session 20, #32).
const results = join(ROOT, '.vitest-results.json');
const servicePasses = [];
if (await serviceAnswers(POSTGRES_TEST_URL)) {
  servicePasses.push(
    {
      // The server's tests again on a real PostgreSQL server (CI has one).
      title: `Server tests on PostgreSQL (${POSTGRES_TEST_URL})`,
      short: 'PostgreSQL',
      results: join(ROOT, '.vitest-results-postgres.json'),
      args: ['--project', 'server', '--maxWorkers', '1'],
      env: { TEST_DATABASE_URL: POSTGRES_TEST_URL },
    },
    {
      // Real server processes (the built dist/main.js) sharing that PostgreSQL: kill -9 under load.
      title: 'Cluster tests: two server processes on one PostgreSQL',
      short: 'cluster',
      results: join(ROOT, '.vitest-results-cluster.json'),
      args: ['--config', 'apps/server/src/cluster/pg.vitest.config.ts'],
      env: { TEST_DATABASE_URL: POSTGRES_TEST_URL },
    },
  );
} else {
  console.log(
    '\nNo PostgreSQL server answers; the PostgreSQL pass is left out (PGlite carries every test).',
  );
}
// The cache store's tests again on a real Redis, when one answers (any TCP answer will do).
if (await serviceAnswers(REDIS_TEST_URL)) {
  servicePasses.push({
    title: `Cache store tests on Redis (${REDIS_TEST_URL})`,
    short: 'Redis',
    results: join(ROOT, '.vitest-results-redis.json'),
    args: ['--config', 'apps/server/src/cache/redis.vitest.config.ts'],
    env: { TEST_REDIS_URL: REDIS_TEST_URL },
  });
} else {
  console.log('\nNo Redis answers; the Redis pass is left out (the in-process store is tested).');
}

step(
  'Unit, integration and Storybook browser tests (Vitest)' +
    (servicePasses.length
      ? `, and beside them: ${servicePasses.map((p) => p.title).join('; ')}`
      : ''),
);
const [mainStatus, serviceStatus] = await Promise.all([
  runAsync(bin('vitest'), ['run', '--project', '!domain', ...reportingTo(results)]),
  (async () => {
    let worst = 0;
    for (const pass of servicePasses) {
      pass.status = await quiet(
        pass.title,
        bin('vitest'),
        ['run', ...pass.args, ...reportingTo(pass.results)],
        { env: { ...process.env, ...pass.env } },
      );
      worst ||= pass.status;
    }
    return worst;
  })(),
]);
const status = domainStatus || mainStatus || serviceStatus;
/** Each pass by its short name with the status its Vitest exited with. */
const passStatuses = [
  ['domain', domainStatus],
  ['main pass', mainStatus],
  ...servicePasses.map((pass) => [pass.short, pass.status ?? 0]),
];

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test as "file > name: first line of its error", repeated at the very end. */
const failures = [];
/** The tests each pass ran, so a total that moves says which pass it moved in. */
const perPass = [];
const count = (file, pass) => {
  if (!existsSync(file)) return;
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  perPass.push(`${pass} ${summary.numTotalTests}`);
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  for (const suite of summary.testResults) {
    const where = suite.name.startsWith(ROOT) ? suite.name.slice(ROOT.length + 1) : suite.name;
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed before any test ran (an import error, a hook) has no test to name.
    if (failed.length === 0 && suite.status === 'failed')
      failures.push(`${where}: ${suite.message}`);
    for (const test of failed) {
      // Its error's first two lines, without the terminal's colours.
      const reason = stripVTControlCharacters(test.failureMessages[0] ?? '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, 2)
        .join(' ');
      failures.push(`${where} > ${test.fullName}: ${reason}`);
    }
  }
};
count(domainResults, 'domain');
count(results, 'main pass');
for (const pass of servicePasses) count(pass.results, pass.short);

// The failed tests by name, then one plain closing line that any CI can read: "N passed, N
// failed". CI may keep only the output's tail; these lines are where it ends.
if (failures.length > 0)
  console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
// A pass can fail with every test passed: an error Vitest caught outside a test (an unhandled
// rejection after a walk closed its page, session 39), or coverage under its threshold. Said
// here, or the closing line reads "0 failed" above a failed run.
const failedPasses = passStatuses.filter(([, passStatus]) => passStatus !== 0);
if (failedPasses.length > 0 && failures.length === 0) {
  console.log(
    `\nFailed without a failed test: ${failedPasses.map(([name]) => name).join(', ')} ` +
      '(an error outside a test, or coverage under its threshold: see "Unhandled Errors" or ' +
      '"Coverage" in that pass\'s output above)',
  );
}
console.log(`\nTests by pass: ${perPass.join(', ')}`);
console.log(
  `Tests: ${totals.passed} passed, ${totals.failed} failed` +
    (totals.skipped ? `, ${totals.skipped} skipped` : ''),
);
process.exit(status);
