import { describe, expect, it } from 'vitest';
import {
  type Api,
  DUPLICATE,
  FORMAT,
  INVALID_INPUT,
  REQUIRED,
  STALE,
  store,
  twoOrganisations,
} from '../../test/masters.test-support.ts';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import { storeSetting, storeWarehouse, WAREHOUSES } from '../warehouses/warehouses.test-support.ts';

const LOCATIONS = '/api/locations';
const setup = twoOrganisations();
const { yamada, suzuki } = setup;

const locationBody = (warehouseId: number, overrides: Record<string, unknown> = {}) => ({
  warehouse_id: warehouseId,
  code: 'A-01-01',
  name: 'A列1段',
  route_order: 10,
  pickable: true,
  product_codes: [],
  ...overrides,
});
const show = (api: Api, id: number) => api('GET', `${LOCATIONS}/show/${id}`);
const productCode = async (api: Api) =>
  (await store(api, PRODUCTS, productBody())).product_code as string;

describe('locations (棚番)', () => {
  it('stores a shelf of an own warehouse with its products, lists it in route order and audits it', async () => {
    const warehouse = await storeWarehouse(yamada, { name: '川崎倉庫' });
    const [tea, soap] = [await productCode(yamada), await productCode(yamada)];
    const far = await store(
      yamada,
      LOCATIONS,
      locationBody(warehouse.id, { code: 'A-01', route_order: 30, product_codes: [tea] }),
    );
    expect(far).toMatchObject({ warehouse_name: '川崎倉庫', product_codes: [tea], version: 1 });
    const near = await store(
      yamada,
      LOCATIONS,
      locationBody(warehouse.id, { code: 'Z-99', route_order: 20, pickable: false }),
    );
    const listed = await yamada('POST', `${LOCATIONS}/search`, { warehouse_id: warehouse.id });
    expect(listed.body.data.data.map((row: { code: string }) => row.code)).toEqual([
      'Z-99',
      'A-01',
    ]);

    // A product has one default shelf per warehouse: naming it on another shelf moves it there.
    const moved = await yamada('PUT', `${LOCATIONS}/update/${near.id}`, {
      ...locationBody(warehouse.id, { code: 'Z-99', route_order: 20, product_codes: [tea, soap] }),
      version: 1,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.product_codes).toEqual([tea, soap].sort());
    expect((await show(yamada, far.id)).body.data.product_codes).toEqual([]);

    const trail = await yamada('GET', `/api/audits/locations/${near.id}`);
    expect(trail.body.data.data[0].changes.product_codes).toBeDefined();
    expect((await yamada('DELETE', `${LOCATIONS}/destroy/${near.id}`)).status).toBe(204);
    expect((await show(yamada, near.id)).status).toBe(404);
  });

  it('answers each rule in Japanese and writes nothing', async () => {
    const warehouse = await storeWarehouse(yamada);
    const response = await yamada('POST', `${LOCATIONS}/store`, {
      warehouse_id: warehouse.id,
      code: '棚-1',
      name: '',
      route_order: -1,
      pickable: 'yes',
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(INVALID_INPUT);
    expect(response.body.errors).toEqual({
      code: [FORMAT],
      name: [REQUIRED],
      route_order: ['0以上で入力してください'],
      pickable: [FORMAT],
    });
    const unknown = await yamada(
      'POST',
      `${LOCATIONS}/store`,
      locationBody(warehouse.id, { product_codes: ['NO-SUCH-1'] }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      product_codes: ['商品コード「NO-SUCH-1」が見つかりませんでした'],
    });
    const listed = await yamada('POST', `${LOCATIONS}/search`, { warehouse_id: warehouse.id });
    expect(listed.body.data.total).toBe(0);
  });

  it('keeps shelves to own warehouses, codes unique per warehouse, and the warehouse fixed', async () => {
    const setting = await storeSetting(yamada);
    const external = await storeWarehouse(yamada, { type: 'rsl', app_setting_id: setting.id });
    const refused = await yamada('POST', `${LOCATIONS}/store`, locationBody(external.id));
    expect(refused.body.errors).toEqual({ warehouse_id: ['棚番は自社倉庫にのみ登録できます'] });

    const [first, second] = [await storeWarehouse(yamada), await storeWarehouse(yamada)];
    const shelf = await store(yamada, LOCATIONS, locationBody(first.id, { code: 'DUP-1' }));
    const again = await yamada(
      'POST',
      `${LOCATIONS}/store`,
      locationBody(first.id, { code: 'DUP-1' }),
    );
    expect(again.body.errors).toEqual({ code: [DUPLICATE] });
    expect(
      (await yamada('POST', `${LOCATIONS}/store`, locationBody(second.id, { code: 'DUP-1' })))
        .status,
    ).toBe(201);
    const moved = await yamada('PUT', `${LOCATIONS}/update/${shelf.id}`, {
      ...locationBody(second.id, { code: 'DUP-2' }),
      version: 1,
    });
    expect(moved.body.errors).toEqual({ warehouse_id: ['棚番の倉庫は変更できません'] });
    const stale = await yamada('PUT', `${LOCATIONS}/update/${shelf.id}`, {
      ...locationBody(first.id, { code: 'DUP-1' }),
      version: 9,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);

    // A warehouse with shelves is not deleted: its shelves would lose their place.
    const deleted = await yamada('DELETE', `${WAREHOUSES}/destroy/${first.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('棚番「DUP-1」で使用されているため削除できません');
  });

  it('keeps another organisation from reading, changing, deleting or filing under its warehouse', async () => {
    const warehouse = await storeWarehouse(yamada);
    const shelf = await store(yamada, LOCATIONS, locationBody(warehouse.id, { code: 'SECRET-1' }));
    for (const [method, path, body] of [
      ['GET', `${LOCATIONS}/show/${shelf.id}`, undefined],
      ['PUT', `${LOCATIONS}/update/${shelf.id}`, { ...locationBody(warehouse.id), version: 1 }],
      ['DELETE', `${LOCATIONS}/destroy/${shelf.id}`, undefined],
    ] as const) {
      const response = await suzuki(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: '棚番が見つかりませんでした' });
    }
    const filed = await suzuki('POST', `${LOCATIONS}/store`, locationBody(warehouse.id));
    expect(filed.body.errors).toEqual({ warehouse_id: ['倉庫が見つかりませんでした'] });
    const listed = await suzuki('POST', `${LOCATIONS}/search`, { keyword: 'SECRET' });
    expect(listed.body.data.total).toBe(0);
  });
});
