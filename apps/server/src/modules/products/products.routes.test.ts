import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { janCheckDigitMessage, PRODUCT_CSV_COLUMNS } from '@logi/shared';
import { describe, expect, it } from 'vitest';
import {
  DUPLICATE,
  exportCsv,
  INVALID_INPUT,
  STALE,
  store,
  supplierBody,
  SUPPLIERS,
  twoOrganisations,
  YAMADA,
} from '../../test/masters.test-support.ts';
import { parseCsv } from '../../test/csv-parse.ts';
import { productAndWarehouse, storeStock } from '../stocks/stocks.test-support.ts';
import { products } from './products.table.ts';
import {
  PRODUCTS,
  productBody,
  VALID_JAN,
  WRONG_CHECK_DIGIT_JAN,
} from './products.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const show = (id: number) => yamada('GET', `${PRODUCTS}/show/${id}`);
const countByName = async (name: string) =>
  (await yamada('POST', `${PRODUCTS}/search`, { keyword: name })).body.data.total as number;

describe('products', () => {
  it('stores a product with its supplier, updates and deletes it, each in the audit trail', async () => {
    const supplier = await store(yamada, SUPPLIERS, supplierBody({ name: '静岡茶園' }));
    const body = productBody({ jan_code: VALID_JAN, supplier_id: supplier.id });
    const created = await store(yamada, PRODUCTS, body);
    expect(created).toMatchObject({
      ...body,
      supplier: { id: supplier.id, code: supplier.code, name: '静岡茶園' },
      external_linked_at: null,
      version: 1,
    });
    expect((await show(created.id)).body.data).toEqual(created);

    const updated = await yamada('PUT', `${PRODUCTS}/update/${created.id}`, {
      ...body,
      price: 1080,
      sales_status: 'suspended',
      version: 1,
    });
    expect(updated.body.data).toMatchObject({ price: 1080, sales_status: 'suspended', version: 2 });
    // The supplier a product names cannot be deleted: the refusal names the product.
    const refused = await yamada('DELETE', `${SUPPLIERS}/destroy/${supplier.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`商品「${body.name}」で使用されているため削除できません`);

    expect((await yamada('DELETE', `${PRODUCTS}/destroy/${created.id}`)).status).toBe(204);
    expect((await show(created.id)).status).toBe(404);
    const trail = await yamada('GET', `/api/audits/products/${created.id}`);
    expect(trail.body.data.data.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
  });

  it('refuses a wrong JAN check digit and negative or fractional yen, writing nothing', async () => {
    const name = '検証用 不正JAN商品';
    const response = await yamada(
      'POST',
      `${PRODUCTS}/store`,
      productBody({ name, jan_code: WRONG_CHECK_DIGIT_JAN, price: -1, cost: 1.5, tax_rate: 5 }),
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(INVALID_INPUT);
    expect(response.body.errors).toEqual({
      jan_code: [janCheckDigitMessage(4)],
      price: ['0以上で入力してください'],
      cost: [expect.any(String)],
      tax_rate: ['形式が間違っています'],
    });
    expect(await countByName(name)).toBe(0);
  });

  it('refuses another organisation’s supplier as a field error', async () => {
    const theirs = await store(suzuki, SUPPLIERS, supplierBody());
    const response = await yamada(
      'POST',
      `${PRODUCTS}/store`,
      productBody({ supplier_id: theirs.id }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ supplier_id: ['仕入先が見つかりませんでした'] });
  });

  it('refuses a taken code, and a stale version with 409', async () => {
    const created = await store(yamada, PRODUCTS, productBody());
    const taken = await yamada(
      'POST',
      `${PRODUCTS}/store`,
      productBody({ product_code: created.product_code }),
    );
    expect(taken.body.errors).toEqual({ product_code: [DUPLICATE] });
    const body = productBody({ product_code: created.product_code });
    await yamada('PUT', `${PRODUCTS}/update/${created.id}`, { ...body, version: 1 });
    const stale = await yamada('PUT', `${PRODUCTS}/update/${created.id}`, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
  });

  it('keeps the product code once an external warehouse accepted the product', async () => {
    const body = productBody();
    const created = await store(yamada, PRODUCTS, body);
    await setup.app.db
      .update(products)
      .set({ externalLinkedAt: new Date() })
      .where(eq(products.id, created.id));
    const renamed = await yamada('PUT', `${PRODUCTS}/update/${created.id}`, {
      ...body,
      product_code: `${body.product_code}-X`,
      version: 1,
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({
      product_code: ['外部倉庫と連携済みのため商品コードは変更できません'],
    });
    // Every other field may still change.
    const priced = await yamada('PUT', `${PRODUCTS}/update/${created.id}`, {
      ...body,
      price: 1,
      version: 1,
    });
    expect(priced.status).toBe(200);
  });

  it('answers 404 for another organisation’s product on every id route', async () => {
    const created = await store(yamada, PRODUCTS, productBody());
    const body = { ...productBody(), version: 1 };
    for (const [method, path, sent] of [
      ['GET', `${PRODUCTS}/show/${created.id}`, undefined],
      ['PUT', `${PRODUCTS}/update/${created.id}`, body],
      ['DELETE', `${PRODUCTS}/destroy/${created.id}`, undefined],
      ['GET', `${PRODUCTS}/sku_mappings/${created.id}`, undefined],
      ['POST', `${PRODUCTS}/sku_mappings/store/${created.id}`, { shop_id: 1, shop_sku_code: 'X' }],
    ] as const) {
      const response = await suzuki(method, path, sent);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.message).toBe('商品が見つかりませんでした');
    }
    expect((await show(created.id)).body.data.version).toBe(1);
  });
});

describe('deleting a product with stock', () => {
  it('is refused while any stock row exists, even of quantity 0, and nothing is deleted', async () => {
    const { product, warehouse } = await productAndWarehouse(yamada);
    await storeStock(yamada, { product_id: product.id, warehouse_id: warehouse.id, on_hand: 0 });
    const refused = await yamada('DELETE', `${PRODUCTS}/destroy/${product.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('在庫（1件）が登録されているため削除できません');
    expect((await show(product.id)).status).toBe(200);
  });
});

describe('product CSV export', () => {
  it('writes the import’s columns in Shift_JIS, with stock totals on the list', async () => {
    const supplier = await store(yamada, SUPPLIERS, supplierBody());
    const { product, warehouse } = await productAndWarehouse(yamada, {
      product_code: 'CSV-EXPORT-1',
      name: '①丸和㈱ 緑茶',
      supplier_id: supplier.id,
      rsl_linked: true,
      temperature_zone: 'frozen',
      sales_status: 'suspended',
    });
    await storeStock(yamada, { product_id: product.id, warehouse_id: warehouse.id, on_hand: 7 });
    const listed = await yamada('POST', `${PRODUCTS}/search`, { keyword: 'CSV-EXPORT-1' });
    expect(listed.body.data.data[0]).toMatchObject({ stock_on_hand: 7, stock_available: 7 });

    const { status, bytes } = await exportCsv(setup.app, YAMADA, `${PRODUCTS}/export`, {
      keyword: 'CSV-EXPORT-1',
      encoding: 'sjis',
    });
    expect(status).toBe(200);
    const [header, line, after] = parseCsv(iconv.decode(bytes, 'cp932'));
    expect(header).toEqual(PRODUCT_CSV_COLUMNS.map((column) => column.header));
    const cell = (name: string) => line![header!.indexOf(name)];
    expect(cell('商品コード')).toBe('CSV-EXPORT-1');
    expect(cell('商品名')).toBe('①丸和㈱ 緑茶');
    expect(cell('仕入先コード')).toBe(supplier.code);
    expect(cell('販売状態')).toBe('販売停止');
    expect(cell('温度帯区分')).toBe('冷凍');
    expect(cell('RSL連携')).toBe('1');
    expect(cell('税率')).toBe('8');
    expect(after).toBeUndefined();
  });
});
