import { describe, expect, it } from 'vitest';
import {
  DUPLICATE,
  FORMAT,
  REQUIRED,
  shopBody,
  SHOPS,
  store,
  twoOrganisations,
} from '../../test/masters.test-support.ts';
import { PRODUCTS, productBody } from './products.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const mappingsOf = async (productId: number) =>
  (await yamada('GET', `${PRODUCTS}/sku_mappings/${productId}`)).body.data as {
    id: number;
    shop_sku_code: string;
    shop: { id: number };
  }[];
const add = (productId: number, body: Record<string, unknown>) =>
  yamada('POST', `${PRODUCTS}/sku_mappings/store/${productId}`, body);

describe('SKU対応表', () => {
  it('adds mappings (a shop SKU code unique per shop), lists and deletes them', async () => {
    const product = await store(yamada, PRODUCTS, productBody());
    const other = await store(yamada, PRODUCTS, productBody());
    const rakuten = await store(yamada, SHOPS, shopBody());
    const amazon = await store(yamada, SHOPS, shopBody({ mall: 'Amazon' }));

    const created = await add(product.id, { shop_id: rakuten.id, shop_sku_code: 'rk-tea-1' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      product_id: product.id,
      shop: { id: rakuten.id, code: rakuten.code, name: rakuten.name },
      shop_sku_code: 'rk-tea-1',
    });
    // The same code at another shop is another mapping; at the same shop it is taken, even for another product.
    expect((await add(product.id, { shop_id: amazon.id, shop_sku_code: 'rk-tea-1' })).status).toBe(
      201,
    );
    const taken = await add(other.id, { shop_id: rakuten.id, shop_sku_code: 'rk-tea-1' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ shop_sku_code: [DUPLICATE] });
    expect(await mappingsOf(other.id)).toEqual([]);

    const listed = await mappingsOf(product.id);
    expect(listed.map((m) => [m.shop.id, m.shop_sku_code])).toEqual([
      [rakuten.id, 'rk-tea-1'],
      [amazon.id, 'rk-tea-1'],
    ]);
    expect(
      (await yamada('DELETE', `${PRODUCTS}/sku_mappings/destroy/${listed[0]!.id}`)).status,
    ).toBe(204);
    expect((await mappingsOf(product.id)).map((m) => m.shop.id)).toEqual([amazon.id]);
    // Deleting the product takes its mappings with it.
    expect((await yamada('DELETE', `${PRODUCTS}/destroy/${product.id}`)).status).toBe(204);
    expect(
      (await yamada('DELETE', `${PRODUCTS}/sku_mappings/destroy/${listed[1]!.id}`)).status,
    ).toBe(404);
  });

  it('refuses a missing shop, another organisation’s shop and a malformed code', async () => {
    const product = await store(yamada, PRODUCTS, productBody());
    const theirShop = await store(suzuki, SHOPS, shopBody());
    const blank = await add(product.id, { shop_sku_code: 'SKU 1' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ shop_id: [REQUIRED], shop_sku_code: [FORMAT] });
    const theirs = await add(product.id, { shop_id: theirShop.id, shop_sku_code: 'SKU-1' });
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors).toEqual({ shop_id: ['ショップが見つかりませんでした'] });
    expect(await mappingsOf(product.id)).toEqual([]);
  });

  it('hides another organisation’s mappings: list, add and delete answer 404', async () => {
    const product = await store(yamada, PRODUCTS, productBody());
    const shop = await store(yamada, SHOPS, shopBody());
    const mapping = (await add(product.id, { shop_id: shop.id, shop_sku_code: 'MINE-1' })).body
      .data as { id: number };
    const list = await suzuki('GET', `${PRODUCTS}/sku_mappings/${product.id}`);
    expect(list.status).toBe(404);
    const destroy = await suzuki('DELETE', `${PRODUCTS}/sku_mappings/destroy/${mapping.id}`);
    expect(destroy.status).toBe(404);
    expect(destroy.body.message).toBe('SKU対応が見つかりませんでした');
    expect((await mappingsOf(product.id)).map((m) => m.id)).toEqual([mapping.id]);
  });
});
