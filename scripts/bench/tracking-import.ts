// npm run bench:tracking-import: 伝票番号の取込 of a 10,000-row B2クラウド issued-data file (Shift_JIS)
// through POST /api/fulfilment/tracking_import on an embedded database holding 10,000 own-warehouse
// parcels (allocated and instructed by the real allocation and 出荷指示), end to end: the request
// answered with every parcel 出荷済, stock down through the stock service. Prints the time against
// issue 26's target (≤ 3 s) with PASS/FAIL, the machine's load before and after, and memory.
import iconv from 'iconv-lite';
import { openBenchApp } from './bench-app.ts';
import { machineLoad } from './machine-load.ts';
import { verdict } from './verdict.ts';
import { allocateOrders } from '../../apps/server/src/modules/allocation/index.ts';
import { sendInstructions } from '../../apps/server/src/modules/shipping/index.ts';
import { registerStocksInBulk } from '../../apps/server/src/modules/stocks/index.ts';

const PARCELS = Number(process.env.BENCH_PARCELS ?? 10_000);
const PRODUCTS = 200;
const TARGET_MS = 3000;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const bench = await openBenchApp('tracking-import');
const { db, pool, scope, organisationId } = bench;
try {
  const { rows: users } = await pool.query<{ id: string }>(
    'select id from users where email = $1',
    [bench.account.email],
  );
  const actor = { scope, userId: users[0]!.id };
  const seeded = performance.now();
  // An own warehouse its own shop allocates to, products with stock, and 10,000 orders (1–3
  // lines, ヤマト運輸): the rows by hand, allocation and 出荷指示 through the real services.
  const one = async <T>(text: string, values: unknown[]) =>
    (await pool.query<T & object>(text, values)).rows;
  const [own] = await one<{ id: number }>(
    `insert into warehouses (organisation_id, code, name, type) values ($1, 'BENCH-OWN', 'ベンチ倉庫', 'own') returning id`,
    [organisationId],
  );
  const [group] = await one<{ id: number }>(
    `insert into warehouse_groups (organisation_id, name) values ($1, 'ベンチ自社') returning id`,
    [organisationId],
  );
  await one(
    `insert into warehouse_group_members (organisation_id, group_id, warehouse_id, position) values ($1, $2, $3, 1)`,
    [organisationId, group!.id, own!.id],
  );
  const [shop] = await one<{ id: number }>(
    `insert into shops (organisation_id, code, name, mall, warehouse_group_id)
     values ($1, 'BENCH-SHOP', 'ベンチ店', '楽天市場', $2) returning id`,
    [organisationId, group!.id],
  );
  const products = await one<{ id: number }>(
    `insert into products (organisation_id, product_code, name)
     select $1, 'TB-P' || lpad(g::text, 4, '0'), 'ベンチ商品' || g from generate_series(1, ${PRODUCTS}) g
     returning id`,
    [organisationId],
  );
  await db.transaction((tx) =>
    registerStocksInBulk(
      tx,
      scope,
      products.map((p) => ({
        productId: p.id,
        warehouseId: own!.id,
        onHand: 1_000_000,
        allocated: 0,
      })),
    ),
  );
  const orders = await one<{ id: number }>(
    `insert into orders (organisation_id, shop_id, order_number, ordered_at, source, recipient_name,
            postal_code, prefecture, city, town, phone, delivery_method, delivery_carrier)
     select $1, $2, 'TB-' || lpad(g::text, 6, '0'), now(), 'api', '山田 花子', '100-0005', '東京都',
            '千代田区', '丸の内1-1', '03-1234-5678', 'takkyubin', 'yamato'
       from generate_series(1, ${PARCELS}) g
     returning id`,
    [organisationId, shop!.id],
  );
  await one(
    `insert into order_lines (organisation_id, order_id, line_number, product_id, quantity)
     select $1, o.id, k, (($2::int[])[1 + (o.id * 7 + k) % ${PRODUCTS}]), 1 + (o.id + k) % 3
       from orders o, generate_series(1, 3) k
      where o.organisation_id = $1 and o.shop_id = $3 and k <= 1 + o.id % 3`,
    [organisationId, products.map((p) => p.id), shop!.id],
  );
  const orderIds = orders.map((order) => order.id);
  await allocateOrders(db, actor, { orderIds });
  for (let start = 0; start < orderIds.length; start += 1000)
    await sendInstructions(db, actor, orderIds.slice(start, start + 1000));
  const { rows: parcels } = await pool.query<{ order_number: string }>(
    `select o.order_number from shipping_instructions si join orders o on o.id = si.order_id
      where si.warehouse_id = $1 and si.status = 'accepted' order by o.order_number`,
    [own!.id],
  );
  await pool.query('vacuum analyze');
  console.log(
    `${parcels.length.toLocaleString()} own-warehouse parcels (受付済) seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  // The carrier's issued data: B2クラウド's 発行済データ with its header row, Shift_JIS, CRLF.
  const file = iconv.encode(
    [
      'お客様管理番号,送り状種類,クール区分,伝票番号,出荷予定日',
      ...parcels.map((p, i) => `${p.order_number},0,0,4${String(i).padStart(11, '0')},2026/11/27`),
    ].join('\r\n') + '\r\n',
    'cp932',
  );
  console.log(
    `tracking import: ${parcels.length.toLocaleString()} rows, ${megabytes(file.length)}; ${machineLoad()} before`,
  );
  const rssBefore = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const response = await fetch(`${bench.baseUrl}/api/fulfilment/tracking_import?carrier=yamato`, {
    method: 'POST',
    headers: { ...bench.headers, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(file),
  });
  const answer = (await response.json()) as { data?: { shipped: number }; message?: string };
  const took = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  const memory = process.memoryUsage();
  if (response.status !== 200 || answer.data?.shipped !== parcels.length)
    throw new Error(`import refused: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  const { rows: check } = await pool.query<{ shipped: number; movements: number }>(
    `select (select count(*)::int from orders where shop_id = $1 and status = 'shipped') as shipped,
            (select count(*)::int from stock_movements m join stocks s on s.id = m.stock_id
              where s.warehouse_id = $2 and m.kind = 'shipment') as movements`,
    [shop!.id, own!.id],
  );
  console.log(
    `tracking import end to end   ${took.toFixed(0).padStart(5)} ms (server and client cpu ${((used.user + used.system) / 1000).toFixed(0)} ms) ${verdict(took, { atMost: TARGET_MS, unit: 'ms' })}`,
  );
  console.log(
    `  ${check[0]!.shipped.toLocaleString()} orders 出荷済, ${check[0]!.movements.toLocaleString()} shipment ledger rows; heap ${megabytes(memory.heapUsed)}, rss ${megabytes(memory.rss)} (+${megabytes(memory.rss - rssBefore)}); ${machineLoad()} after`,
  );
} finally {
  await bench.close();
}
