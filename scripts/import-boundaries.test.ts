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
