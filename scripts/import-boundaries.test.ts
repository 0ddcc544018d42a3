import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the layering rules of eslint.boundaries.js (docs/decisions/013) still bite: each case is
// linted as if it were a file at that path, with the project's own ESLint config.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function refuses(filePath: string, from: string): Promise<boolean> {
  const code = `import { a } from '${from}';\nexport const b = a;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.some((message) => message.ruleId === 'no-restricted-imports');
}

const cases: [file: string, from: string, refused: boolean][] = [
  // Web: shared → lib → components → features → app; no feature imports another.
  ['apps/web/src/features/orders/pages/OrderPage.tsx', '../../stock/api/get-stock.ts', true],
  ['apps/web/src/features/orders/OrderBell.tsx', '../stock/StockBadge.tsx', true],
  ['apps/web/src/features/orders/pages/OrderPage.tsx', '../api/get-order.ts', false],
  [
    'apps/web/src/features/orders/pages/OrderPage.tsx',
    '../../../lib/form/field-errors-of.ts',
    false,
  ],
  ['apps/web/src/features/orders/pages/OrderPage.tsx', '../../../components/ui/index.ts', false],
  ['apps/web/src/features/orders/OrderBell.tsx', '../../app/router.tsx', true],
  ['apps/web/src/lib/form/x.ts', '../../features/orders/api/get-order.ts', true],
  ['apps/web/src/lib/form/x.ts', '../../components/ui/index.ts', true],
  ['apps/web/src/components/ui/x.tsx', '../../features/orders/OrderBell.tsx', true],
  ['apps/web/src/components/postal/x.tsx', '../../lib/http/client.ts', false],
  ['apps/web/src/app/router.tsx', '../features/orders/pages/OrderPage.tsx', false],
  ['apps/web/src/app/router.tsx', '@logi/server', true],
  // Packages are below the apps.
  ['packages/shared/src/orders/order-contract.ts', '../../../../apps/server/src/app.ts', true],
  ['packages/shared/src/orders/order-contract.ts', '@logi/web', true],
  // Server: modules through their index.ts; http/ and db/ below the modules.
  ['apps/server/src/modules/orders/orders.service.ts', '../stock/stock.repository.ts', true],
  ['apps/server/src/modules/orders/orders.service.ts', '../stock/stock.table.ts', true],
  // Decision 023: only the stocks module reaches the stock table; others use the stock service.
  ['apps/server/src/modules/orders/orders.service.ts', '../stocks/stocks.table.ts', true],
  ['apps/server/src/modules/orders/orders.service.ts', '../stocks/index.ts', false],
  ['apps/server/src/modules/orders/orders.service.ts', '../stock/index.ts', false],
  ['apps/server/src/modules/orders/orders.service.ts', '../../db/schema.ts', true],
  ['apps/server/src/modules/orders/orders.service.ts', '../../app.ts', true],
  ['apps/server/src/modules/orders/orders.table.ts', '../warehouses/warehouses.table.ts', false],
  ['apps/server/src/modules/orders/orders.table.ts', '../warehouses/warehouses.service.ts', true],
  ['apps/server/src/modules/orders/orders.routes.test.ts', '../stock/stock.repository.ts', false],
  ['apps/server/src/http/pagination.ts', '../modules/orders/index.ts', true],
  ['apps/server/src/db/client.ts', '../modules/orders/index.ts', true],
  ['apps/server/src/db/schema.ts', '../modules/orders/orders.table.ts', false],
];

describe('import boundaries (eslint.boundaries.js)', () => {
  it.each(cases)('%s importing %s: refused %s', async (file, from, refused) => {
    expect(await refuses(file, from)).toBe(refused);
  });
});

// The module graph (.dependency-cruiser.cjs, docs/decisions/049): the project's own rules run on a
// small tree written for the purpose, each file a case.
const GRAPH_FIXTURE: Record<string, string> = {
  // Two modules that import each other (a type is enough): a cycle of units and of folders.
  'apps/server/src/modules/a/index.ts':
    "import { b } from '../b/index.ts';\nexport type A = number;\nexport const a = b;",
  'apps/server/src/modules/b/index.ts':
    "import type { A } from '../a/index.ts';\nexport const b: A = 1;",
  // A cycle inside one module is its own business.
  'apps/server/src/modules/c/x.ts': "import { y } from './y.ts';\nexport const x = () => y;",
  'apps/server/src/modules/c/y.ts': "import { x } from './x.ts';\nexport const y = () => x;",
  // http/ and db/ import each other through different files: a cycle of folders only.
  'apps/server/src/http/error.ts': 'export class Failure extends Error {}',
  'apps/server/src/http/handler.ts':
    "import { read } from '../db/errors.ts';\nexport const h = read;",
  'apps/server/src/db/errors.ts':
    "import { Failure } from '../http/error.ts';\nexport const read = () => new Failure();",
  // Product code reaching test and demo code; main.ts may seed the demo, a test may use anything.
  'apps/server/src/modules/d/index.ts':
    "import { arrange } from './d.test-support.ts';\nimport { seed } from '../../demo/seed.ts';\nexport const d = [arrange, seed];",
  'apps/server/src/modules/d/d.test-support.ts': 'export const arrange = 1;',
  'apps/server/src/demo/seed.ts': 'export const seed = 1;',
  'apps/server/src/main.ts': "import { seed } from './demo/seed.ts';\nexport const main = seed;",
  'apps/server/src/modules/c/c.test.ts': "import { a } from '../a/index.ts';\nexport const t = a;",
};

describe('module graph (.dependency-cruiser.cjs)', () => {
  it('refuses cycles between units and folders, and product code importing test or demo code', async () => {
    const base = mkdtempSync(join(tmpdir(), 'module-graph-'));
    for (const [path, text] of Object.entries(GRAPH_FIXTURE)) {
      mkdirSync(dirname(join(base, path)), { recursive: true });
      writeFileSync(join(base, path), `${text}\n`);
    }
    const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
    const result = await cruise(['apps'], {
      ...config.options,
      baseDir: base,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    rmSync(base, { recursive: true, force: true });
    const output = result.output as ICruiseResult;
    const found = output.summary.violations.map(
      ({ rule, from, to }) => `${rule.name}: ${from} → ${to}`,
    );
    expect(found.sort()).toEqual([
      'no-cycle-between-server-folders: apps/server/src/db → apps/server/src/http',
      'no-cycle-between-server-folders: apps/server/src/http → apps/server/src/db',
      'no-cycle-between-server-folders: apps/server/src/modules/a → apps/server/src/modules/b',
      'no-cycle-between-server-folders: apps/server/src/modules/b → apps/server/src/modules/a',
      'no-cycle-between-server-units: apps/server/src/modules/a/index.ts → apps/server/src/modules/b/index.ts',
      'no-demo-code-in-product: apps/server/src/modules/d/index.ts → apps/server/src/demo/seed.ts',
      'no-test-code-in-product: apps/server/src/modules/d/index.ts → apps/server/src/modules/d/d.test-support.ts',
    ]);
  });
});
