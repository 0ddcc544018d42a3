import { PRODUCT_SORT_FIELDS } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it, beforeAll } from 'vitest';
import {
  store,
  supplierBody,
  SUPPLIERS,
  twoOrganisations,
} from '../../test/masters.test-support.ts';
import { PRODUCTS, productBody, VALID_JAN } from './products.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const codesOf = async (body: Record<string, unknown>) => {
  const response = await yamada('POST', `${PRODUCTS}/search`, body);
  expect(response.status).toBe(200);
  return (response.body.data.data as { product_code: string }[]).map((p) => p.product_code);
};

let supplierId: number;
beforeAll(async () => {
  supplierId = (await store(yamada, SUPPLIERS, supplierBody())).id;
  const rows = [
    { product_code: 'TEA-001', name: '煎茶 八女 100g', price: 1200, jan_code: VALID_JAN },
    { product_code: 'TEA-002', name: '玄米茶 50g', price: 600, sales_status: 'suspended' },
    { product_code: 'CUP-010', name: '湯呑み 有田焼', price: 3000, supplier_id: supplierId },
    { product_code: 'CUP-011', name: '100%_テスト 湯呑み', price: 0, sales_status: 'discontinued' },
  ];
  for (const row of rows) await store(yamada, PRODUCTS, productBody(row));
  // Another organisation's product matches the same keyword but is never listed for Yamada.
  await store(suzuki, PRODUCTS, productBody({ product_code: 'TEA-999', name: '煎茶 他社' }));
});

describe('product search', () => {
  it('contains-matches the keyword on code and name, case-insensitively', async () => {
    expect(await codesOf({ keyword: 'tea-00' })).toEqual(['TEA-001', 'TEA-002']);
    expect(await codesOf({ keyword: '湯呑' })).toEqual(['CUP-010', 'CUP-011']);
    expect(await codesOf({ keyword: '煎茶' })).toEqual(['TEA-001']);
    // One character, and words spanning code and name, are served by the bigram index too.
    expect(await codesOf({ keyword: '茶' })).toEqual(['TEA-001', 'TEA-002']);
    expect(await codesOf({ keyword: '焼き' })).toEqual([]);
    // LIKE wildcards in the keyword are literal characters.
    expect(await codesOf({ keyword: '100%_' })).toEqual(['CUP-011']);
  });

  it('matches a keyword holding quotes and backslashes as it is typed', async () => {
    // The keyword is written into its statement's text (decision 077): quotes must stay text.
    const name = "Tom's マグ \\ 特製";
    await store(suzuki, PRODUCTS, productBody({ product_code: 'MUG-020', name }));
    const suzukiCodes = async (keyword: string) => {
      const response = await suzuki('POST', `${PRODUCTS}/search`, { keyword });
      expect(response.status).toBe(200);
      return (response.body.data.data as { product_code: string }[]).map((p) => p.product_code);
    };
    for (const keyword of ["Tom's", "'s マ", 's マグ \\ 特', "'", '\\']) {
      expect(await suzukiCodes(keyword)).toEqual(['MUG-020']);
    }
    expect(await suzukiCodes("Tom''s")).toEqual([]);
    expect(await suzukiCodes("x'); select 1; --")).toEqual([]);
    // NUL, which no literal can hold, is refused by the search's own schema before any SQL.
    const nul = await suzuki('POST', `${PRODUCTS}/search`, { keyword: 'マグ\u0000' });
    expect(nul.status).toBe(422);
    expect(nul.body.errors.keyword).toEqual(['形式が間違っています']);
  });

  it('filters by exact JAN, sales status and supplier', async () => {
    expect(await codesOf({ jan_code: VALID_JAN })).toEqual(['TEA-001']);
    expect(await codesOf({ jan_code: VALID_JAN.slice(0, 12) })).toEqual([]);
    expect(await codesOf({ sales_status: 'suspended' })).toEqual(['TEA-002']);
    expect(await codesOf({ supplier_id: supplierId })).toEqual(['CUP-010']);
    expect(await codesOf({ sales_status: 'on_sale', keyword: 'TEA' })).toEqual(['TEA-001']);
  });

  it('pages and sorts on the server', async () => {
    expect(await codesOf({ sort: 'price', direction: 'desc' })).toEqual([
      'CUP-010',
      'TEA-001',
      'TEA-002',
      'CUP-011',
    ]);
    const page = await yamada('POST', `${PRODUCTS}/search`, { per_page: 3, page: 2 });
    expect(page.body.data).toMatchObject({ total: 4, current_page: 2, per_page: 3, last_page: 2 });
    expect(page.body.data.data.map((p: { product_code: string }) => p.product_code)).toEqual([
      'TEA-002',
    ]);
    // Past the last page: no rows, the total still told.
    const beyond = await yamada('POST', `${PRODUCTS}/search`, { per_page: 3, page: 5 });
    expect(beyond.body.data).toMatchObject({ total: 4, current_page: 5, data: [] });
  });

  it("keeps a filter's count while the products stay as they are, and counts again after any write to them", async () => {
    const total = async () =>
      (await yamada('POST', `${PRODUCTS}/search`, { keyword: 'KEPT-', per_page: 1 })).body.data
        .total as number;
    const first = await store(yamada, PRODUCTS, productBody({ product_code: 'KEPT-1' }));
    expect(await total()).toBe(1);
    // A product slipped in with the triggers off leaves the generation as it was: the total shown
    // is the kept one, so the page did not count again.
    const slipIn = (statement: ReturnType<typeof sql>) =>
      setup.app.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(statement);
      });
    await slipIn(sql`insert into products (organisation_id, product_code, name)
      select organisation_id, 'KEPT-HIDDEN', 'x' from products where id = ${first.id}`);
    expect(await total()).toBe(1);
    // Any write to the products moves it.
    await setup.app.db.execute(sql`update products set name = '改名' where id = ${first.id}`);
    expect(await total()).toBe(2);
    await setup.app.db.execute(sql`delete from products where id = ${first.id}`);
    expect(await total()).toBe(1);
    await slipIn(sql`delete from products where product_code = 'KEPT-HIDDEN'`);
  });

  it("lists a kept keyword's later pages, matched by LIKE alone, as its counted first (decision 067)", async () => {
    // Keywords no other test asked: the first request counts them, the second walks by LIKE alone.
    for (const keyword of ['ea-0', 'EA-00', '呑み', '米茶', '有田', '0%_', '焼き']) {
      const counted = await codesOf({ keyword });
      expect(await codesOf({ keyword })).toEqual(counted);
    }
    expect(await codesOf({ keyword: 'EA-00' })).toEqual(['TEA-001', 'TEA-002']);
    expect(await codesOf({ keyword: '0%_' })).toEqual(['CUP-011']);
  });

  it('places a deep page of every product in code order by the kept code ranges, either way', async () => {
    const organisationOf = sql`(select organisation_id from products where product_code = 'TEA-001')`;
    await setup.app.db.execute(sql`insert into products (organisation_id, product_code, name)
      select ${organisationOf}, 'DEEP-' || lpad(n::text, 4, '0'), '深いページ' from generate_series(1, 1500) n`);
    for (const direction of ['asc', 'desc'] as const) {
      const { rows } = await setup.app.db.execute<{ product_code: string }>(sql`
        select product_code from products where organisation_id = ${organisationOf}
         order by product_code ${sql.raw(direction)} offset 1200 limit 20`);
      const page = await yamada('POST', `${PRODUCTS}/search`, {
        direction,
        per_page: 20,
        page: 61,
      });
      expect(page.body.data).toMatchObject({ total: 1504, current_page: 61 });
      expect(page.body.data.data.map((p: { product_code: string }) => p.product_code)).toEqual(
        rows.map((row) => row.product_code),
      );
    }
  });

  it("answers each listed product as the product's own page does, to the millisecond", async () => {
    // Microseconds past a millisecond: the list's text must truncate them as the show's Date does.
    await setup.app.db.execute(sql`update products
       set external_linked_at = '2026-03-04 05:06:07.891999+00', updated_at = '2026-03-04 05:06:07.000500+00'
     where product_code = 'CUP-010'`);
    const page = await yamada('POST', `${PRODUCTS}/search`, { keyword: 'CUP-01' });
    const listed = page.body.data.data as { id: number; product_code: string }[];
    expect(listed.map((p) => p.product_code)).toEqual(['CUP-010', 'CUP-011']);
    for (const row of listed) {
      const shown = await yamada('GET', `${PRODUCTS}/show/${row.id}`);
      expect(shown.status).toBe(200);
      expect(row).toEqual(shown.body.data);
    }
    expect(listed[0]).toMatchObject({
      external_linked_at: '2026-03-04T05:06:07.891Z',
      updated_at: '2026-03-04T05:06:07.000Z',
      supplier: { id: supplierId },
    });
  });

  it('refuses an unknown sort or status with a field error', async () => {
    const response = await yamada('POST', `${PRODUCTS}/search`, {
      sort: 'cost',
      sales_status: 'sold',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['sales_status', 'sort']);
  });
});

describe('product search: a sales status by price', () => {
  it('orders both ways with ties in registration order, and its pages follow that order', async () => {
    for (const [code, price] of [
      ['TIE-A', 500],
      ['TIE-B', 500],
      ['TIE-C', 900],
    ] as const) {
      const body = productBody({ product_code: code, price, sales_status: 'discontinued' });
      await store(yamada, PRODUCTS, body);
    }
    const ties = (codes: string[]) => codes.filter((code) => code.startsWith('TIE-'));
    const filter = { sales_status: 'discontinued', sort: 'price' };
    const desc = await codesOf({ ...filter, direction: 'desc', per_page: 100 });
    expect(ties(desc)).toEqual(['TIE-C', 'TIE-A', 'TIE-B']);
    const asc = await codesOf({ ...filter, direction: 'asc', per_page: 100 });
    expect(ties(asc)).toEqual(['TIE-A', 'TIE-B', 'TIE-C']);
    // One row a page: the pages, one after another, are the whole list in the same order.
    const paged: string[] = [];
    for (let page = 1; page <= desc.length; page += 1) {
      paged.push(...(await codesOf({ ...filter, direction: 'desc', per_page: 1, page })));
    }
    expect(paged).toEqual(desc);
  });
});

describe('product search: a filter counted with its page', () => {
  it('orders its matches read once by every sort, both ways, on each page (decision 067)', async () => {
    const rows = [
      { product_code: 'ONCEX-01', name: '同名', price: 500, sales_status: 'suspended' },
      { product_code: 'ONCEX-02', name: '同名', price: 500, jan_code: VALID_JAN },
      { product_code: 'ONCEX-03', name: 'あ', price: 900, sales_status: 'discontinued' },
      { product_code: 'ONCEX-04', name: 'い', price: 0 },
      { product_code: 'ONCEX-05', name: '同名', price: 900, sales_status: 'suspended' },
    ];
    for (const row of rows) await store(yamada, PRODUCTS, productBody(row));
    // Every request a keyword not asked before (the same matches in another case, 31 of them for
    // 24 requests): it is counted in the page's statement, as each new filter's first page is.
    let asked = 0;
    const freshKeyword = () => {
      asked += 1;
      return [...'oncex'].map((c, i) => ((asked >> i) & 1 ? c.toUpperCase() : c)).join('');
    };
    for (const sort of PRODUCT_SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        const tieBreak = sort === 'product_code' ? sql`` : sql`, id asc`;
        const { rows: expected } = await setup.app.db.execute<{ product_code: string }>(sql`
          select product_code from products where product_code like 'ONCEX-%'
           order by ${sql.identifier(sort)} ${sql.raw(direction)}${tieBreak}`);
        const listed: string[] = [];
        for (const page of [1, 2]) {
          const body = { keyword: freshKeyword(), sort, direction, per_page: 3, page };
          const response = await yamada('POST', `${PRODUCTS}/search`, body);
          expect(response.body.data.total).toBe(rows.length);
          listed.push(
            ...response.body.data.data.map((p: { product_code: string }) => p.product_code),
          );
        }
        expect(listed, `${sort} ${direction}`).toEqual(expected.map((row) => row.product_code));
      }
    }
  });
});
