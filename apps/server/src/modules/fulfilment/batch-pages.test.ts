import { describe, expect, it } from 'vitest';
import { importApp, YAMADA } from '../product-import/product-import.test-support.ts';
import { B, ownWarehouseWorld, SENDER } from './fulfilment.test-support.ts';

// 最近のバッチ keeps where its pages start under the batch generation (decision 058): a page read
// again, or the next one, starts there; a new batch moves every page, and the next read shows it.

const t = importApp();

describe('最近のバッチのページ', () => {
  it('pages from a kept start only while the batches are unchanged', async () => {
    const world = await ownWarehouseWorld(t.app.db, YAMADA.email);
    const shop = await world.shop('お茶の山田屋', SENDER);
    const batch = async () => {
      const parcel = await world.instructedOrder([[0, 1, 1_000]], { shopId: shop });
      const stored = await t.yamada(`${B}/store`, {
        json: { instruction_ids: [parcel.instructionId] },
      });
      expect(stored.status, JSON.stringify(stored.body)).toBe(201);
      return stored.body.data.number as string;
    };
    const numbers = [await batch(), await batch(), await batch()];
    const page = async (page: number, sort = 'created_at') => {
      const found = await t.yamada(`${B}/search`, {
        json: { warehouse_id: world.ownWarehouseId, per_page: 1, page, sort },
      });
      const body = found.body.data as { data: { number: string }[]; has_more: boolean };
      return [...body.data.map((b) => b.number), body.has_more];
    };

    // Newest first, in order (each page keeps where the next starts), then again and out of order.
    expect(await page(1)).toEqual([numbers[2], true]);
    expect(await page(2)).toEqual([numbers[1], true]);
    expect(await page(3)).toEqual([numbers[0], false]);
    expect(await page(2)).toEqual([numbers[1], true]);
    expect(await page(3)).toEqual([numbers[0], false]);
    expect(await page(2, 'number')).toEqual([numbers[1], true]);
    expect(await page(3, 'number')).toEqual([numbers[0], false]);

    // A new batch: every page moves down one, kept starts or not.
    const fourth = await batch();
    expect(await page(1)).toEqual([fourth, true]);
    expect(await page(2)).toEqual([numbers[2], true]);
    expect(await page(3)).toEqual([numbers[1], true]);
    expect(await page(4)).toEqual([numbers[0], false]);
    expect(await page(3, 'number')).toEqual([numbers[1], true]);
  });
});
