// The module graph, checked by `npm run lint` (docs/decisions/049-module-graph.md). ESLint keeps
// which folder may import which (eslint.boundaries.js, decision 013); this file keeps what an
// import-by-import rule cannot see: cycles, and product code reaching test or demo code.

// A server unit: one module, one read model, or one top-level folder or file (db/, http/, app.ts).
const SERVER_UNIT = '^apps/server/src/((?:modules|read-models)/[^/]+|[^/]+)';

// Test code: test files, their support files, the server's test folder, the browser tests.
const TEST_CODE = ['\\.test\\.tsx?$', '\\.test-support\\.tsx?$', '^apps/server/src/test/', '^e2e/'];
const DEMO_CODE = '^apps/server/src/demo/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-server-units',
      severity: 'error',
      comment:
        'A dependency that leaves its module (or read model, or db/, http/, resource/…) and comes ' +
        'back to it. The lower unit declares the function it needs and app.ts passes the higher ' +
        "one's in (decision 049).",
      from: { path: `${SERVER_UNIT}(?:/|$)` },
      to: { circular: true, path: '^apps/server/src/', pathNot: '^apps/server/src/$1(?:/|$)' },
    },
    {
      name: 'no-cycle-between-server-folders',
      severity: 'error',
      comment:
        'The same, folder by folder: modules/a → modules/b → modules/a even where no single file ' +
        'comes back to itself (http/ → db/ → http/ through two different files).',
      scope: 'folder',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-product',
      severity: 'error',
      comment:
        'Product code never imports test code: a test registers what it needs from its own side ' +
        '(the e2e server starts apps/server/src/test/e2e-main.ts).',
      from: { path: '^(apps|packages)/', pathNot: [...TEST_CODE, DEMO_CODE] },
      to: { path: TEST_CODE },
    },
    {
      name: 'no-demo-code-in-product',
      severity: 'error',
      comment:
        'The demo seeds compose every module; only main.ts (npm start seeds demo data once) and ' +
        'test code, scripts and benches may import them.',
      from: {
        path: '^(apps|packages)/',
        pathNot: [...TEST_CODE, DEMO_CODE, '^apps/server/src/main\\.ts$'],
      },
      to: { path: DEMO_CODE },
    },
    {
      name: 'route-only-code-loaded-on-first-use',
      severity: 'error',
      comment:
        'The PDF renderers (pdfkit, bwip-js) and the built-in issuer (oidc-provider) cost ~30 MB ' +
        'resident: the rest of the server reaches them only by import(), on first use (decision 022).',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          ...TEST_CODE,
          '^apps/server/src/modules/fulfilment/documents/(?!lazy-renderers\\.ts$)',
          '^apps/server/src/pdf/',
          '^apps/server/src/modules/stocktakes/stocktake-sheet-pdf\\.ts$',
          '^apps/server/src/modules/idp/(?!index\\.ts$)',
        ],
      },
      to: {
        path: [
          '^apps/server/src/modules/fulfilment/documents/(delivery-note|picking-list|code128)\\.ts$',
          '^apps/server/src/pdf/pdf-canvas\\.ts$',
          '^apps/server/src/modules/stocktakes/stocktake-sheet-pdf\\.ts$',
          '^apps/server/src/modules/idp/dev-issuer\\.ts$',
        ],
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
  ],
  options: {
    // Test code is a node the rules can see but is not read: it arranges state across modules on
    // purpose, and not parsing it halves the time.
    doNotFollow: { path: ['node_modules', ...TEST_CODE] },
    // db/schema.ts lists every table for drizzle-kit (decision 013); nothing imports it.
    exclude: {
      path: [
        'node_modules',
        '/dist/',
        '^packages/postal/data/',
        '^apps/server/src/db/schema\\.ts$',
      ],
    },
    // Type-only imports count: a cycle through types is still two modules that need each other.
    tsPreCompilationDeps: true,
    moduleSystems: ['es6'],
    // The apps and packages resolve each other through the workspace's node_modules links.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
    // An unchanged tree answers from the last run's result (by file contents): local re-runs.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
