import iconv from 'iconv-lite';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importApp, YAMADA } from '../product-import/product-import.test-support.ts';
import { locations, productLocations } from '../locations/locations.table.ts';
import { products } from '../products/products.table.ts';
import { logoBody, pngLogo } from '../shops/shop-logos.test-support.ts';
import { readPdfPages } from './documents/pdf-reading.test-support.ts';
import { B, F, ownWarehouseWorld, SENDER } from './fulfilment.test-support.ts';

// 出荷作業 through HTTP on the real database: picking batches (statuses, numbering, moves, locks,
// refusals) and the files of a batch, opened as a packer's printer and label software would.

const t = importApp();
let world: Awaited<ReturnType<typeof ownWarehouseWorld>>;
const ready = async () => (world ??= await ownWarehouseWorld(t.app.db, YAMADA.email));
const store = (ids: number[]) => t.yamada(`${B}/store`, { json: { instruction_ids: ids } });
const today = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' })
    .format(new Date())
    .replaceAll('-', '');

describe('ピッキングバッチ', () => {
  it('batches the checked parcels as PB-YYYYMMDD-NNN in 出荷作業中, moves a parcel batched again, and skips one already 検品済', async () => {
    await ready();
    const shop = await world.shop('お茶の山田屋', SENDER);
    const first = await world.instructedOrder([[0, 2, 1_100]], { shopId: shop });
    const second = await world.instructedOrder([[1, 1, 2_200]], { shopId: shop });
    const listed = await t.yamada(`${F}/parcels/search`, {
      json: { keyword: world.key, status: 'instructed', per_page: 100 },
    });
    expect(listed.body.data.data.map((p: { order_number: string }) => p.order_number)).toEqual([
      first.orderNumber,
      second.orderNumber,
    ]);
    // The stage tabs' counts come with the page, each stage under the other filters (decision 058).
    expect(listed.body.data).toMatchObject({
      total: 2,
      counts: { instructed: 2, working: 0, inspected: 0 },
    });
    // The values the list reads in subqueries of their own (decision 058): names, lines, batch.
    expect(listed.body.data.data[0]).toMatchObject({
      shop_name: 'お茶の山田屋',
      line_count: 1,
      quantity_total: 2,
      batch_id: null,
      batch_number: null,
    });

    const stored = await store([second.instructionId, first.instructionId]);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body.data).toMatchObject({ parcel_count: 2, skipped: [], carriers: ['yamato'] });
    expect(stored.body.data.number).toMatch(new RegExp(`^PB-${today()}-\\d{3}$`));
    expect(await world.orderStatus(first.orderId)).toBe('working');
    expect(await world.orderStatus(second.orderId)).toBe('working');
    const shown = await t.yamada(`${B}/show/${stored.body.data.id}`);
    expect(
      shown.body.data.parcels.map((p: { order_number: string; status: string }) => [
        p.order_number,
        p.status,
      ]),
    ).toEqual([
      [second.orderNumber, 'working'],
      [first.orderNumber, 'working'],
    ]);
    expect(shown.body.data.parcels[1].lines).toEqual([
      {
        product_id: world.products[0]!.id,
        product_code: world.products[0]!.code,
        jan_code: '4901234510000',
        product_name: '有機緑茶1号',
        quantity: 2,
      },
    ]);

    // Printed again with a third parcel that is already 検品済: the first moves, the third is skipped.
    const third = await world.instructedOrder([[0, 1, 1_100]], { shopId: shop });
    await t.app.db.execute(
      sql`update shipping_instructions set status = 'inspected' where id = ${third.instructionId}`,
    );
    const again = await store([first.instructionId, third.instructionId]);
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({
      parcel_count: 1,
      skipped: [
        { order_number: third.orderNumber, reason: '検品済のためピッキングリストにできません。' },
      ],
    });
    expect(Number(again.body.data.number.slice(-3))).toBe(
      Number(stored.body.data.number.slice(-3)) + 1,
    );
    const parcels = await t.yamada(`${F}/parcels/search`, {
      json: { keyword: world.key, status: 'working', per_page: 100 },
    });
    expect(
      parcels.body.data.data.map((p: { order_number: string; batch_number: string }) => [
        p.order_number,
        p.batch_number,
      ]),
    ).toEqual([
      [first.orderNumber, again.body.data.number],
      [second.orderNumber, stored.body.data.number],
    ]);
    expect(parcels.body.data).toMatchObject({
      total: 2,
      last_page: 1,
      counts: { instructed: 0, working: 2, inspected: 1 },
    });
    const numbersOf = async (filters: Record<string, unknown>) =>
      (
        await t.yamada(`${F}/parcels/search`, { json: { keyword: world.key, ...filters } })
      ).body.data.data.map((p: { order_number: string }) => p.order_number);
    expect(await numbersOf({ batch_id: again.body.data.id })).toEqual([first.orderNumber]);
    // Sorted by an order's column, the page's ids are still read on the instructions alone.
    expect(await numbersOf({ sort: 'order_number', direction: 'desc' })).toEqual([
      third.orderNumber,
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(await numbersOf({ delivery_carrier: 'sagawa' })).toEqual([]);
    expect(await numbersOf({ warehouse_id: world.ownWarehouseId, status: 'inspected' })).toEqual([
      third.orderNumber,
    ]);
    const batches = await t.yamada(`${B}/search`, { json: { keyword: today(), per_page: 100 } });
    expect(
      batches.body.data.data.slice(0, 2).map((b: { parcel_count: number }) => b.parcel_count),
    ).toEqual([1, 1]);
    expect((await t.suzuki(`${B}/show/${stored.body.data.id}`)).status).toBe(404);
    // A year of batches is not counted: a page says whether there is a next one (decision 058).
    const pageOfBatches = async (keyword: string, page: number) =>
      (await t.yamada(`${B}/search`, { json: { keyword, per_page: 1, page } })).body.data;
    const newest = await pageOfBatches(today(), 1);
    expect(newest).toEqual({
      data: [expect.objectContaining({ number: expect.any(String) })],
      has_more: true,
      current_page: 1,
      per_page: 1,
    });
    expect(newest.total).toBeUndefined();
    expect(await pageOfBatches(again.body.data.number, 1)).toMatchObject({
      data: [{ id: again.body.data.id }],
      has_more: false,
    });
    expect(await pageOfBatches(again.body.data.number, 2)).toMatchObject({
      data: [],
      has_more: false,
      current_page: 2,
    });
  });

  it('lets two people batch the same parcels at once: one waits, each parcel ends in one batch, started once', async () => {
    await ready();
    const shop = await world.shop('同時店', SENDER);
    const parcels = [
      await world.instructedOrder([[0, 1, 500]], { shopId: shop }),
      await world.instructedOrder([[1, 1, 500]], { shopId: shop }),
    ];
    const ids = parcels.map((parcel) => parcel.instructionId);
    const before = await world.instruction(ids[0]!);
    const answers = await Promise.all([store(ids), store([...ids].reverse())]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const { rows } = await t.app.db.execute<{ batch_id: number; count: number }>(sql`
      select batch_id, count(*)::int as count from picking_batch_instructions
       where instruction_id = any(${`{${ids.join(',')}}`}::int[]) group by batch_id`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.count).toBe(2);
    expect(await world.instruction(ids[0]!)).toEqual({
      status: 'working',
      version: before.version + 1,
    });
  });

  it('refuses an outsourced warehouse’s parcel with its name and changes nothing', async () => {
    await ready();
    const shop = await world.shop('混在店', SENDER);
    const own = await world.instructedOrder([[0, 1, 500]], { shopId: shop });
    const external = await world.externalInstruction(own.orderId);
    const refused = await store([own.instructionId, external.instructionId]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `自社倉庫の出荷指示だけをピッキングリストにできます（${external.warehouseName}は外部倉庫です）。`,
    );
    expect(await world.instruction(own.instructionId)).toMatchObject({ status: 'accepted' });
    expect(await world.orderStatus(own.orderId)).toBe('instructed');
  });
});

describe('a batch’s files', () => {
  it('prints the picking list and one 納品書 per order with each order’s own shop, and the B2クラウド file in Shift_JIS', async () => {
    await ready();
    const tea = await world.shop('お茶の山田屋', {
      ...SENDER,
      deliveryNoteMessage: 'またのご利用をお待ちしております。',
      yamatoBillingCustomerCode: '012345678901',
      yamatoFreightNumber: '01',
    });
    const cups = await world.shop('器の佐藤商店', SENDER);
    const yamato = await world.instructedOrder(
      [
        [0, 2, 1_100],
        [1, 1, 2_200],
      ],
      { shopId: tea, shippingFee: 770, recipientName: '鈴木 一郎' },
    );
    const post = await world.instructedOrder([[1, 3, 2_200]], {
      shopId: cups,
      method: 'yu_pack',
      carrier: 'japanpost',
      recipientName: '高橋 次郎',
    });
    // 有機緑茶1号 is food: 軽減税率.
    await t.app.db
      .update(products)
      .set({ taxRate: 8 })
      .where(eq(products.id, world.products[0]!.id));
    const batch = (await store([yamato.instructionId, post.instructionId])).body.data;
    // 2号 sits on a pickable shelf: picked first, its 棚番 printed; 1号 only on a reserve shelf
    // (not pickable), so it comes last, as a product without one.
    const shelves = await t.app.db
      .insert(locations)
      .values(
        [
          ['B-07', true],
          ['R-01', false],
        ].map(([code, pickable]) => ({
          organisationId: world.actor.scope.organisationId,
          warehouseId: world.ownWarehouseId,
          code: code as string,
          name: '棚',
          routeOrder: pickable ? 50 : 1,
          pickable: pickable as boolean,
        })),
      )
      .returning({ id: locations.id });
    await t.app.db.insert(productLocations).values(
      shelves.map((shelf, index) => ({
        organisationId: world.actor.scope.organisationId,
        warehouseId: world.ownWarehouseId,
        productId: world.products[1 - index]!.id,
        locationId: shelf.id,
      })),
    );

    const list = await t.yamada(`${B}/picking_list/${batch.id}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/pdf');
    expect(list.headers.get('content-disposition')).toBe(
      `attachment; filename="${'_'.repeat(9)}${batch.number}.pdf"; filename*=UTF-8''${encodeURIComponent(`ピッキングリスト_${batch.number}.pdf`)}`,
    );
    const listPages = await readPdfPages(list.bytes);
    expect(listPages).toHaveLength(2);
    expect(listPages[0]).toContain(batch.number);
    // The total list: product 2 × 1 + 3 from its shelf, then product 1 × 2 without one.
    expect(listPages[0]).toMatch(/B-07\n[\s\S]*有機緑茶2号\n4\n/);
    expect(listPages[0]).toMatch(/有機緑茶1号\n2$/);
    expect(listPages[0]).not.toContain('R-01');
    expect(listPages[1]).toContain('鈴木 一郎');
    expect(listPages[1]).toContain('高橋 次郎');

    const notes = await t.yamada(`${B}/delivery_notes/${batch.id}`);
    expect(notes.status).toBe(200);
    const notePages = await readPdfPages(notes.bytes);
    expect(notePages).toHaveLength(2);
    expect(notePages[0]).toContain('お茶の山田屋');
    expect(notePages[0]).toContain(yamato.orderNumber);
    expect(notePages[0]).toContain('¥5,170'); // 2 × 1,100 + 2,200 + 送料 770
    // Each line at its product's rate: 2 × 1,100 at 8%; 2,200 and 送料 770 at 10%.
    expect(notePages[0]).toContain('※有機緑茶1号');
    expect(notePages[0]).toContain('※印は軽減税率（8%）対象商品です。');
    expect(notePages[0]).toContain('10%対象 ¥2,970（内消費税 ¥270）');
    expect(notePages[0]).toContain('8%対象 ¥2,200（内消費税 ¥162）');
    expect(notePages[0]).toContain('またのご利用をお待ちしております。');
    expect(notePages[1]).toContain('器の佐藤商店');
    expect(notePages[1]).not.toContain('お茶の山田屋');
    expect(notePages[1]).toContain('¥6,600');
    expect(notes.bytes.includes('/Subtype /Image')).toBe(false);
    // With the tea shop's logo set, its 納品書 draws it (an image XObject in the file).
    const logo = await t.api('PUT', `/api/shops/logo/${tea}`, logoBody(pngLogo(120, 40)));
    expect(logo.status).toBe(200);
    const withLogo = await t.yamada(`${B}/delivery_notes/${batch.id}`);
    expect(withLogo.bytes.includes('/Subtype /Image')).toBe(true);
    expect((await readPdfPages(withLogo.bytes))[0]).toContain('※有機緑茶1号');

    const label = await t.yamada(`${B}/label_file/${batch.id}`, undefined, '?carrier=yamato');
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    const rows = iconv.decode(label.bytes, 'cp932').split('\r\n');
    expect(rows).toHaveLength(3); // the header, the one ヤマト parcel, the final CRLF
    expect(rows[1]).toContain(`"${yamato.orderNumber}"`);
    expect(rows[1]).toContain('"鈴木 一郎"');
    expect(rows[1]).toContain('"お茶の山田屋"');
  });

  it('refuses a 納品書 without the shop’s 送り主, a carrier with no parcel, and a parcel the label writer refuses, naming the orders', async () => {
    await ready();
    const bare = await world.shop('住所未登録店');
    const tea = await world.shop('お茶の山田屋', {
      ...SENDER,
      yamatoBillingCustomerCode: '012345678901',
      yamatoFreightNumber: '01',
    });
    const unset = await world.instructedOrder([[0, 1, 500]], {
      shopId: bare,
      method: null,
      carrier: null,
    });
    const cod = await world.instructedOrder([[0, 1, 500]], {
      shopId: tea,
      method: 'nekopos',
      codAmount: 500,
    });
    const batch = (await store([unset.instructionId, cod.instructionId])).body.data;
    const refusal = async (file: string, query = '') => {
      const answer = await t.yamada(`${B}/${file}/${batch.id}`, undefined, query);
      expect(answer.status).toBe(422);
      expect(answer.headers.get('content-type')).toContain('application/json');
      return answer.body.message as string;
    };
    expect(await refusal('delivery_notes')).toBe(
      `ショップ「住所未登録店」の送り主住所・電話番号が未登録です（受注番号: ${unset.orderNumber}）。ショップ設定で登録してください。`,
    );
    expect(await refusal('label_file', '?carrier=sagawa')).toBe(
      `このバッチに佐川急便の出荷はありません。配送方法が未設定の受注は送り状データにできません（受注番号: ${unset.orderNumber}）。受注の配送方法を設定してください。`,
    );
    const refused = await refusal('label_file', '?carrier=yamato');
    expect(refused).toContain(`受注番号 ${cod.orderNumber}`);
    expect(refused).toContain('ネコポスは代引きできません');
  });
});

describe('a batch’s files after part of it has moved on', () => {
  it('leaves out of the label file the parcels shipped or cancelled since, and refuses the file when none is left', async () => {
    await ready();
    const tea = await world.shop('お茶の山田屋', {
      ...SENDER,
      yamatoBillingCustomerCode: '012345678901',
      yamatoFreightNumber: '01',
    });
    const open = await world.instructedOrder([[0, 1, 500]], { shopId: tea });
    const shipped = await world.instructedOrder([[1, 1, 500]], { shopId: tea });
    const batch = (await store([open.instructionId, shipped.instructionId])).body.data;
    const setStatus = (id: number, status: string) =>
      t.app.db.execute(sql`update shipping_instructions set status = ${status} where id = ${id}`);
    await setStatus(shipped.instructionId, 'shipped');

    const label = await t.yamada(`${B}/label_file/${batch.id}`, undefined, '?carrier=yamato');
    expect(label.status).toBe(200);
    const rows = iconv.decode(label.bytes, 'cp932').split('\r\n');
    expect(rows).toHaveLength(3); // the header, the open parcel, the final CRLF
    expect(rows[1]).toContain(`"${open.orderNumber}"`);

    await setStatus(open.instructionId, 'cancelled');
    const refused = await t.yamada(`${B}/label_file/${batch.id}`, undefined, '?carrier=yamato');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      `このバッチのヤマト運輸の出荷はすべて出荷済・キャンセル・保留のため、送り状データにする出荷はありません（受注番号: ${open.orderNumber}、${shipped.orderNumber}）。`,
    );
  });

  it('charges a split order’s 代引, 送料 and 代引手数料 on its first parcel only', async () => {
    await ready();
    const shop = await world.shop('分割店', {
      ...SENDER,
      yamatoBillingCustomerCode: '012345678901',
      yamatoFreightNumber: '01',
    });
    const order = await world.instructedOrder([[0, 2, 1_000]], {
      shopId: shop,
      shippingFee: 770,
      codAmount: 3_100,
      codFee: 330,
    });
    const later = await world.laterParcel(order.orderId);
    // The later parcel is printed first: the fees follow the earliest instruction, not the page.
    const batch = (await store([later, order.instructionId])).body.data;
    const notes = await t.yamada(`${B}/delivery_notes/${batch.id}`);
    expect(notes.status).toBe(200);
    const [laterPage, firstPage] = await readPdfPages(notes.bytes);
    expect(firstPage).toMatch(/送料\n¥770\n代引手数料\n¥330\n/);
    expect(laterPage).toMatch(/送料\n¥0\n/);
    expect(laterPage).not.toContain('代引手数料');
    // The label file collects the 代引 on the first parcel; the later one goes prepaid.
    const label = await t.yamada(`${B}/label_file/${batch.id}`, undefined, '?carrier=yamato');
    const [, laterRow, firstRow] = iconv.decode(label.bytes, 'cp932').split('\r\n');
    expect(firstRow).toContain('"3100"');
    expect(laterRow).not.toContain('"3100"');
  });
});
