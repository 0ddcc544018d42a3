// npm run bench:product-plans: whether the product search's and stock list's statements, prepared
// once per shape (decision 067), are as fast on PostgreSQL's generic plans as re-planned for each
// value. Over 100,000 products × 5 warehouses, each search runs on two handles in turn: the
// default (generic plans once PostgreSQL finds them as good) and one that forces a custom plan per
// execution; the medians, their ratio and PASS/FAIL (generic ≤ 1.5× custom) print side by side.
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { seedLargeStocks } from '../../apps/server/src/demo/seed-stocks.ts';
import { searchProductPage } from '../../apps/server/src/modules/products/products.service.ts';
import { keepMatchCountsFor } from '../../apps/server/src/modules/products/kept-match-counts.ts';
import { searchStocks } from '../../apps/server/src/modules/stocks/stocks-lists.repository.ts';
import { productSearchSchema, stockSearchSchema, toCamelDeep } from '@logi/shared';
import { openBenchApp } from './bench-app.ts';
import { verdict } from './verdict.ts';

const RUNS = 40;
const TARGET = { atMost: 1.5, unit: '× custom plans' };

const SEARCHES: { label: string; run: (db: Database) => Promise<unknown> }[] = [];
const bench = await openBenchApp('product-plans');
try {
  console.log(await seedLargeProducts(bench.db, bench.organisationId));
  console.log(await seedLargeStocks(bench.db, bench.organisationId));
  const product = (body: Record<string, unknown>) => (db: Database) =>
    searchProductPage(db, bench.scope, productSearchSchema.parse(toCamelDeep(body)));
  const stock = (body: Record<string, unknown>) => (db: Database) =>
    searchStocks(db, bench.scope, stockSearchSchema.parse(body));
  SEARCHES.push(
    { label: 'products, no filter', run: product({ per_page: 20 }) },
    { label: 'products, page 3000', run: product({ per_page: 20, page: 3000 }) },
    { label: 'products, keyword 緑茶', run: product({ keyword: '緑茶' }) },
    { label: 'products, keyword BULK-0123', run: product({ keyword: 'BULK-0123' }) },
    { label: 'products, keyword 茶 (one character)', run: product({ keyword: '茶' }) },
    {
      label: 'products, 販売停止 by price desc',
      run: product({ sales_status: 'suspended', sort: 'price', direction: 'desc' }),
    },
    { label: 'stock by product, page 1', run: stock({}) },
    { label: 'stock by product, page 2000', run: stock({ page: 2000 }) },
    { label: 'stock by product, keyword 緑茶', run: stock({ keyword: '緑茶' }) },
  );
  // Two handles on the same server; every filter counted each time, as a new filter's first page.
  // The second's sessions start planning every execution (a startup option: no query raced).
  const customPlans = `${bench.url}?options=${encodeURIComponent('-c plan_cache_mode=force_custom_plan')}`;
  const handles = [createDatabase(bench.url, 4), createDatabase(customPlans, 4)] as const;
  for (const { db } of handles) keepMatchCountsFor(db, 0);
  bench.onClose(() => Promise.all(handles.map(({ pool }) => pool.end())));
  console.log(`\nmedian of ${RUNS} runs each, the two handles in turn (after 10 runs to warm up)`);
  for (const search of SEARCHES) {
    const times: [number[], number[]] = [[], []];
    for (let run = 0; run < RUNS + 10; run += 1) {
      for (const [index, { db }] of handles.entries()) {
        const start = performance.now();
        await search.run(db);
        if (run >= 10) times[index]!.push(performance.now() - start);
      }
    }
    const [generic, custom] = times.map(
      (list) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!,
    );
    const ratio = generic! / custom!;
    console.log(
      `${search.label.padEnd(38)} prepared ${generic!.toFixed(2)} ms  custom plans ${custom!.toFixed(2)} ms  ` +
        `${ratio.toFixed(2)}×  ${verdict(ratio, TARGET)}`,
    );
  }
} finally {
  await bench.close();
}
