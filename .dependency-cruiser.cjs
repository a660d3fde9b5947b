/**
 * The import rules `npm test` checks (dependency-cruiser, `npm run depcheck`): no import circle
 * anywhere in apps/ and packages/, the direction of ARCHITECTURE.md (domain ← ui ← console;
 * domain ← server; domain ← cli), and inside the server, features' services and repos kept out of
 * the HTTP layer and out of each other's routes. Type-only imports count: a circle of types is
 * still two modules that cannot be read one without the other.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const SERVER = '^apps/server/src/';
const SERVICE_OR_REPO = `${SERVER}.+(service|repo)(\\.ts$|/)`;
const TEST = '(\\.test\\.tsx?|\\.stories\\.tsx)$|/test/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: two modules that each need the other to load.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'packages/domain is pure rules: it imports no other package of ours.',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps/|packages/ui/)' },
    },
    {
      name: 'ui-below-apps',
      severity: 'error',
      comment: 'packages/ui serves the console; it imports no app.',
      from: { path: '^packages/ui/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment:
        'The apps talk over HTTP and sockets, not imports (the CLI tests start a real server ' +
        'through its test harness).',
      from: { path: '^apps/([^/]+)/', pathNot: `^apps/cli/src/.*${TEST}` },
      to: { path: '^apps/([^/]+)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'server-not-ui',
      severity: 'error',
      from: { path: SERVER },
      to: { path: '^packages/ui/' },
    },
    {
      name: 'services-not-http',
      severity: 'error',
      comment:
        'A service or repo does not know HTTP: errors are in src/errors.ts, the access rules in ' +
        'auth/access.ts, the wiring type in deps.ts.',
      from: { path: SERVICE_OR_REPO },
      to: { path: `${SERVER}http/` },
    },
    {
      name: 'no-other-features-routes',
      severity: 'error',
      comment:
        "A feature's routes are registered by server.ts; another feature imports what they " +
        'use from where it lives (domain, a service, a paths module), never the routes file.',
      from: { path: `${SERVER}([^/]+)/` },
      to: { path: `${SERVER}.+routes\\.ts$`, pathNot: `${SERVER}$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // As TypeScript resolves them (tsconfig.base.json's customConditions): workspace packages
      // to their sources.
      conditionNames: ['@switchboard/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
