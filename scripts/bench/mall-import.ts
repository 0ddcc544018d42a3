// npm run bench:mall-import: a 楽天市場 RMS 受注CSV of 10,000 orders (30,000 lines, Shift_JIS, a
// third of the SKUs through SKU mappings) imported end to end through POST
// /api/orders/csv_import?format=rakuten with allocation at intake off (issue 27, Scale: ≤ 5 s),
// PASS/FAIL printed with memory, and another user's GET /api/settings latency meanwhile; then a
// second file of new numbers read and stored in-process, its time printed per step.
import iconv from 'iconv-lite';
import { openBenchApp } from './bench-app.ts';
import { machineLoad } from './machine-load.ts';
import { verdict } from './verdict.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { readMallOrderFile } from '../../apps/server/src/modules/orders/mall-files/read-mall-file.ts';
import { storeOrders } from '../../apps/server/src/modules/orders/orders-intake.service.ts';
import {
  productCodesByShopSku,
  productIdsByCode,
  shopsOf,
} from '../../apps/server/src/modules/orders/orders.references.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const LINES_PER_ORDER = 3;
const PRODUCTS = 300;
const TARGET_MS = 5000;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const HEADER =
  '注文番号,ステータス,注文日時,送付先名字,送付先名前,送付先名字フリガナ,送付先名前フリガナ,送付先郵便番号1,送付先郵便番号2,送付先住所都道府県,送付先住所郡市区,送付先住所それ以降の住所,送付先電話番号1,送付先電話番号2,送付先電話番号3,支払方法名,配送方法,お届け日指定,お届け時間帯,請求金額,送料合計,代引料合計,商品名,商品管理番号,システム連携用SKU番号,個数,単価';

/** One RMS row: every third product by its mapped SKU, the rest by 商品管理番号 = our code. */
function rakutenRow(order: number, line: number, prefix = '100000') {
  const product = 1 + ((order * 7 + line) % PRODUCTS);
  const byMapping = product % 3 === 0;
  const code = `MB-P${String(product).padStart(4, '0')}`;
  const cod = order % 5 === 0;
  return [
    `${prefix}-20261126-${String(order).padStart(7, '0')}`,
    '発送待ち',
    '2026-11-26 10:30:00',
    '髙橋',
    '一郎',
    'タカハシ',
    'イチロウ',
    '530',
    '0001',
    '大阪府',
    '大阪市北区',
    '"梅田3-1-1\r\n㈱ロジ①ビル～5F"',
    '06',
    '2345',
    '6789',
    cod ? '代金引換' : 'クレジットカード決済',
    '宅配便',
    '',
    '午前中',
    cod ? '5000' : '4000',
    '700',
    cod ? '330' : '0',
    '緑茶①',
    byMapping ? 'rms-item' : code,
    byMapping ? `rk-${code.toLowerCase()}` : '',
    String(1 + (line % 2)),
    '980',
  ].join(',');
}

const bench = await openBenchApp('mall-import');
const { db, pool, organisationId } = bench;
try {
  const one = async <T>(text: string, values: unknown[]) =>
    (await pool.query<T & object>(text, values)).rows;
  const [shop] = await one<{ id: number }>(
    `insert into shops (organisation_id, code, name, mall) values ($1, 'MB-RAKUTEN', 'ベンチ楽天店', '楽天市場') returning id`,
    [organisationId],
  );
  await one(
    `insert into products (organisation_id, product_code, name)
     select $1, 'MB-P' || lpad(g::text, 4, '0'), 'ベンチ商品' || g from generate_series(1, ${PRODUCTS}) g`,
    [organisationId],
  );
  await one(
    `insert into sku_mappings (organisation_id, product_id, shop_id, shop_sku_code)
     select $1, id, $2, 'rk-' || lower(product_code) from products
      where organisation_id = $1 and product_code like 'MB-P%' and substr(product_code, 5)::int % 3 = 0`,
    [organisationId, shop!.id],
  );
  // Allocation at intake off (issue 27's condition): the import alone is measured.
  await one(`update allocation_settings set auto_enabled = false where organisation_id = $1`, [
    organisationId,
  ]);
  await pool.query('vacuum analyze');

  const rakutenFile = (prefix: string) => {
    const rows = [HEADER];
    for (let order = 1; order <= ORDERS; order += 1)
      for (let line = 0; line < LINES_PER_ORDER; line += 1)
        rows.push(rakutenRow(order, line, prefix));
    return { lines: rows.length - 1, bytes: iconv.encode(rows.join('\r\n') + '\r\n', 'cp932') };
  };
  const { lines, bytes: file } = rakutenFile('100000');
  // Another user's session besides the bench's own.
  const suzuki = await signIn(bench.baseUrl, DEMO_ACCOUNTS[1] ?? DEMO_ACCOUNTS[0]!);
  console.log(
    `楽天 受注CSV: ${ORDERS.toLocaleString()} orders, ${lines.toLocaleString()} lines, ${megabytes(file.length)}; ${machineLoad()} before`,
  );
  const headers = (jar: typeof bench.jar) => ({
    cookie: jar.header(),
    'x-requested-with': 'XMLHttpRequest',
  });
  // Another user's page while the file is read: the slowest answer shows whether the import stalls them.
  let importing = true;
  const latencies: number[] = [];
  const probe = (async () => {
    while (importing) {
      const t = performance.now();
      await (await fetch(`${bench.baseUrl}/api/settings`, { headers: headers(suzuki.jar) })).text();
      latencies.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const response = await fetch(
    `${bench.baseUrl}/api/orders/csv_import?format=rakuten&shopId=${shop!.id}`,
    {
      method: 'POST',
      headers: { ...headers(bench.jar), 'content-type': 'application/octet-stream' },
      body: new Uint8Array(file),
    },
  );
  const answer = (await response.json()) as { data?: { created: number } };
  const took = performance.now() - t0;
  importing = false;
  await probe;
  const memory = process.memoryUsage();
  if (response.status !== 200 || answer.data?.created !== ORDERS)
    throw new Error(`import refused: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  const { rows: check } = await pool.query<{ lines: number }>(
    `select count(*)::int as lines from order_lines l join orders o on o.id = l.order_id where o.shop_id = $1`,
    [shop!.id],
  );
  console.log(
    `楽天 import end to end   ${took.toFixed(0).padStart(5)} ms (allocation at intake off) ${verdict(took, { atMost: TARGET_MS, unit: 'ms' })}`,
  );
  console.log(
    `  ${answer.data.created.toLocaleString()} orders, ${check[0]!.lines.toLocaleString()} lines stored; heap ${megabytes(memory.heapUsed)}, rss ${megabytes(memory.rss)} (+${megabytes(memory.rss - rssBefore)}, server and client in one process)`,
  );
  console.log(
    `  another user's GET /api/settings meanwhile: ${latencies.length} answers, slowest ${Math.max(0, ...latencies).toFixed(0)} ms; ${machineLoad()} after`,
  );

  // The same work in-process on a file of new numbers, timed per step: where the time goes.
  const scope = bench.scope;
  const second = rakutenFile('200000').bytes;
  const times: string[] = [];
  let last = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    times.push(`${name} ${(now - last).toFixed(0)} ms`);
    last = now;
  };
  const read = await readMallOrderFile(second, 'rakuten', 'auto', 'MB-RAKUTEN', {
    mappedSkus: (skus) => productCodesByShopSku(db, scope, shop!.id, skus),
    knownCodes: async (shops, products) => ({
      shops: new Set((await shopsOf(db, scope, [], shops)).byCode.keys()),
      products: new Set((await productIdsByCode(db, scope, products)).keys()),
    }),
  });
  step('decode, parse, translate and validate');
  await storeOrders(db, { scope, userId: null }, read.values, 'csv', undefined, step);
  console.log(`  by step (in-process, a second file): ${times.join('; ')}`);
} finally {
  await bench.close();
}
