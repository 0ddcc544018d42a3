import { describe, expect, it } from 'vitest';
import { readPdfPages } from '../fulfilment/documents/pdf-reading.test-support.ts';
import { importApp } from '../product-import/product-import.test-support.ts';
import {
  countableWorld,
  shelvedCountWorld,
  startCount,
  STOCKTAKES,
} from './stocktakes.test-support.ts';

// 棚卸表 PDF (decision 069): the sheet the counters print, along the walk, blind or not.

const t = importApp();
const api = (method: string, path: string, body?: unknown) => t.api(method, path, body);
const NAME = '国産緑茶ティーバッグ 50包';

const sheetPdf = async (id: number, json: Record<string, unknown>) => {
  const answer = await t.yamada(`${STOCKTAKES}/sheet/${id}`, { json: { format: 'pdf', ...json } });
  expect(answer.status, answer.bytes.toString('utf8').slice(0, 300)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return {
    pages: await readPdfPages(answer.bytes),
    disposition: answer.headers.get('content-disposition'),
  };
};

describe('棚卸表 PDF', () => {
  it('prints the lines along the walk with 理論在庫 and a box to write in, and leaves the figures out of a blind sheet', async () => {
    const world = await shelvedCountWorld(api);
    const [p1, p2, p3] = world.codes;
    const count = await startCount(api, world.warehouse.id, world.prefix);

    const { pages, disposition } = await sheetPdf(count.id, { blind: false });
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('棚卸表_')}`);
    expect(disposition).toMatch(/\.pdf$/);
    expect(pages).toHaveLength(1);
    const [page] = pages as [string];
    expect(page).toMatch(/^棚卸表\n1 \/ 1\n/);
    expect(page).toContain(`倉庫: ${world.warehouse.name}`);
    expect(page).toContain(`棚卸番号: ${count.id}`);
    expect(page).toMatch(/開始日時: \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(page).toMatch(/対象: 全体\n印刷日時: \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(page).toContain(
      [
        '棚番\n商品コード\nJAN\n商品名\n理論在庫\n実棚数',
        `A-01\n${p1}\n${NAME}\n7`,
        `B-01\n${p1}\n${NAME}\n3`,
        `B-01\n${p2}\n${NAME}\n5`,
        `棚番未設定\n${p3}\n${NAME}\n4`,
      ].join('\n'),
    );

    const blind = (await sheetPdf(count.id, { blind: true })).pages.join('\n');
    expect(blind).not.toContain('理論在庫');
    expect(blind).toContain(
      [
        '棚番\n商品コード\nJAN\n商品名\n実棚数',
        `A-01\n${p1}\n${NAME}`,
        `B-01\n${p1}\n${NAME}`,
        `B-01\n${p2}\n${NAME}`,
        `棚番未設定\n${p3}\n${NAME}`,
      ].join('\n'),
    );
    // No figure of the count: the rows end with the product name (the boxes hold no text).
    expect(
      blind
        .split(/\n実棚数\n/)[1]!
        .trim()
        .endsWith(NAME),
    ).toBe(true);
  });

  it('names the shelves counted as 対象 on a shelf-limited count', async () => {
    const world = await shelvedCountWorld(api);
    const answer = await api('POST', `${STOCKTAKES}/store`, {
      warehouse_id: world.warehouse.id,
      location_ids: [world.b.id],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { pages } = await sheetPdf(answer.body.data.id, {});
    expect(pages[0]).toContain('対象: B-01');
    expect(pages[0]).not.toContain('A-01');
    expect(pages[0]).not.toContain('棚番未設定');
  });

  it('runs a long count over pages, the table head and "n / N" on each, every line once', async () => {
    const world = await countableWorld(
      api,
      Array.from({ length: 36 }, () => null),
    );
    const count = await startCount(api, world.warehouse.id, world.prefix);
    const { pages } = await sheetPdf(count.id, {});
    expect(pages).toHaveLength(2);
    pages.forEach((page, index) => {
      expect(page).toMatch(new RegExp(`^棚卸表\\n${index + 1} / 2\\n`));
      expect(page).toContain('棚番\n商品コード\nJAN\n商品名\n理論在庫\n実棚数');
    });
    // The same lines in the same order as the CSV sheet (product code order here: no shelves).
    const csv = await t.yamada(`${STOCKTAKES}/sheet/${count.id}`, { json: {} });
    const csvCodes = csv.bytes.toString('utf8').match(new RegExp(`${world.prefix}-\\d+`, 'g'));
    const pdfCodes = pages.join('\n').match(new RegExp(`${world.prefix}-\\d+`, 'g'));
    expect(csvCodes).toHaveLength(36);
    expect(pdfCodes).toEqual(csvCodes);
    expect(pages[1]).toContain(`${world.prefix}-36\n${NAME}\n0`);
  });

  it('answers 404 to another organisation and refuses an unknown format in Japanese', async () => {
    const world = await countableWorld(api, [2]);
    const count = await startCount(api, world.warehouse.id, world.prefix);
    const theirs = await t.suzuki(`${STOCKTAKES}/sheet/${count.id}`, { json: { format: 'pdf' } });
    expect(theirs.status).toBe(404);
    const bad = await t.yamada(`${STOCKTAKES}/sheet/${count.id}`, { json: { format: 'docx' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.format[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});
