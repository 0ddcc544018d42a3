// Import boundaries (docs/decisions/013-layering-and-contracts.md), checked on the import text with
// ESLint's own `no-restricted-imports`. Every import in the project is relative or a package name,
// so a file's folder depth tells where `../` leads.

/** @param {string} regex @param {string} message */
const forbid = (regex, message) => ({ regex, message });

const APPS_FROM_PACKAGES = [
  forbid('^(\\.\\./)+apps(/|$)', 'packages/* are below the apps: they import nothing of them.'),
  forbid('^@logi/(server|web)(/|$)', 'packages/* are below the apps: they import nothing of them.'),
];

const WEB_LIB = [
  forbid(
    '^(\\.\\./)+(features|app|components)(/|$)',
    'lib/ is the bottom layer of the web app: it imports only @logi/shared and lib/.',
  ),
];

const WEB_COMPONENTS = [
  forbid(
    '^(\\.\\./)+(features|app)(/|$)',
    'components/ are shared by every feature: they import only @logi/shared, lib/ and components/.',
  ),
];

/** A file `depth` folders below its feature's root reaches a sibling feature with depth+1 `../`. */
const webFeature = (/** @type {number} */ depth) => [
  forbid(
    `^(\\.\\./){${depth + 1}}(?!\\.\\.(/|$))`,
    'A feature does not import another feature: move the shared part to lib/ or components/, or compose the two in app/.',
  ),
  forbid(
    `^(\\.\\./){${depth + 2}}app(/|$)`,
    'Features are below app/: app/ imports them, not the reverse.',
  ),
];

const SERVER_FROM_WEB = [
  forbid('^@logi/server(/|$)', 'The web app talks to the server over HTTP only.'),
];
const WEB_FROM_SERVER = [forbid('^@logi/web(/|$)', 'The server does not import the web app.')];

const OTHER_MODULE_INTERNALS = forbid(
  '^\\.\\./(?!\\.\\.(/|$))[^/]+/(?!index\\.ts$)',
  'Another module is used only through its index.ts (its public surface); export what you need there.',
);
// A module's sub-folder (orders/commands/) reaches other modules one level further up.
const OTHER_MODULE_INTERNALS_FROM_SUBFOLDER = forbid(
  '^\\.\\./\\.\\./(?!\\.\\.(/|$))[^/]+/(?!index\\.ts$)',
  'Another module is used only through its index.ts (its public surface); export what you need there.',
);
const OTHER_MODULE_INTERNALS_BUT_TABLES = forbid(
  '^\\.\\./(?!\\.\\.(/|$))[^/]+/(?!index\\.ts$)(?![^/]+\\.tables?\\.ts$)',
  'A table file may reference another module’s table (foreign keys); anything else goes through its index.ts.',
);
const COMPOSITION_ROOT = forbid(
  '^(\\.\\./)+(app|main)\\.ts$',
  'app.ts and main.ts compose the server; nothing imports them.',
);
const EVERY_TABLE = forbid(
  '^(\\.\\./)+db/schema\\.ts$',
  "db/schema.ts lists every module's table for Drizzle; a module reaches another's data through its index.ts.",
);
const MODULE_INTERNALS_FROM_READ_MODELS = forbid(
  '^(\\.\\./)+modules/[^/]+/(?!index\\.ts$)',
  'A read model names tables in SQL and uses a module only through its index.ts (its public surface).',
);
const MODULES_FROM_INFRASTRUCTURE = forbid(
  '^\\.\\./modules(/|$)',
  'http/ and db/ are below the modules: they import nothing of them.',
);

// Test code may reach into any module to set up state; the boundaries are for the product code.
const SERVER_TEST_CODE = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/test/**',
  'apps/server/src/modules/*/*test-support*.ts',
  'apps/server/src/read-models/*/*test-support*.ts',
];

const rule = (/** @type {object[]} */ patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export const importBoundaries = [
  { files: ['packages/**/*.{ts,tsx,js,mjs}'], rules: rule(APPS_FROM_PACKAGES) },
  { files: ['apps/web/src/**/*.{ts,tsx}'], rules: rule(SERVER_FROM_WEB) },
  { files: ['apps/web/src/lib/**/*.{ts,tsx}'], rules: rule([...SERVER_FROM_WEB, ...WEB_LIB]) },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: rule([...SERVER_FROM_WEB, ...WEB_COMPONENTS]),
  },
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: rule([...SERVER_FROM_WEB, ...webFeature(depth)]),
  })),
  { files: ['apps/server/src/**/*.ts'], rules: rule(WEB_FROM_SERVER) },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: SERVER_TEST_CODE,
    rules: rule([...WEB_FROM_SERVER, OTHER_MODULE_INTERNALS, EVERY_TABLE, COMPOSITION_ROOT]),
  },
  {
    files: ['apps/server/src/modules/*/*/*.ts'],
    ignores: SERVER_TEST_CODE,
    rules: rule([...WEB_FROM_SERVER, OTHER_MODULE_INTERNALS_FROM_SUBFOLDER, COMPOSITION_ROOT]),
  },
  {
    files: ['apps/server/src/modules/*/*.table.ts', 'apps/server/src/modules/*/*.tables.ts'],
    rules: rule([...WEB_FROM_SERVER, OTHER_MODULE_INTERNALS_BUT_TABLES, COMPOSITION_ROOT]),
  },
  {
    // read-models/: read-only SQL over any module's tables (lists, checks); no module internals.
    files: ['apps/server/src/read-models/**/*.ts'],
    ignores: SERVER_TEST_CODE,
    rules: rule([
      ...WEB_FROM_SERVER,
      MODULE_INTERNALS_FROM_READ_MODELS,
      EVERY_TABLE,
      COMPOSITION_ROOT,
    ]),
  },
  {
    // db/schema.ts lists every table for Drizzle: the database's composition point, as app.ts is
    // the routes'. The demo seeds compose the modules from their own folder, demo/.
    files: ['apps/server/src/http/**/*.ts', 'apps/server/src/db/**/*.ts'],
    ignores: [...SERVER_TEST_CODE, 'apps/server/src/db/schema.ts'],
    rules: rule([...WEB_FROM_SERVER, MODULES_FROM_INFRASTRUCTURE, COMPOSITION_ROOT]),
  },
];
