import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';
import { findUpload } from './product-import.repository.ts';
import { stageProductCsv, writeStagedProducts } from './product-import.service.ts';
import { HEADER, csvText, importApp, productsWithPrefix } from './product-import.test-support.ts';

const setup = importApp();

/** Yamada's organisation, read from a supplier registered through the API under `code`. */
async function yamadaScope(code: string) {
  expect((await setup.api('POST', '/api/suppliers/store', { code, name: '仕入先' })).status).toBe(
    201,
  );
  const { rows } = await setup.app.db.execute<{ organisation_id: string }>(
    sql`select organisation_id from suppliers where code = ${code}`,
  );
  return organisationScope(rows[0]!.organisation_id);
}

// The job trusts the rows the request checked and staged; it re-checks only what can change in
// between: a supplier the file names, deleted since, refuses the file by its line (decision 022).
describe('the background write of a checked and staged product CSV', () => {
  it('refuses the file when a supplier it names was deleted after the check, by line', async () => {
    const scope = await yamadaScope('RC-SUP');
    const row = (code: string, supplier: string) =>
      HEADER.map(
        (header) =>
          ({
            商品コード: code,
            商品名: '再確認の商品',
            販売価格: '100',
            原価: '50',
            仕入先コード: supplier,
          })[header] ?? '',
      );
    const file = Buffer.from(
      csvText([HEADER, row('RC-1', ''), row('RC-2', 'RC-SUP'), row('RC-3', 'RC-SUP')]),
    );
    const staged = await setup.app.db.transaction((tx) => stageProductCsv(tx, scope, file, 'utf8'));
    expect(staged.rowCount).toBe(3);

    await setup.app.db.execute(sql`delete from suppliers where code = 'RC-SUP'`);
    const refused = await setup.app.db
      .transaction((tx) => writeStagedProducts(tx, scope, staged))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProductCsvRejection);
    expect((refused as ProductCsvRejection).errors).toEqual([
      {
        行目: 3,
        エラー: {
          supplierId: ['仕入先コード：仕入先コード「RC-SUP」の仕入先は登録されていません。'],
        },
      },
    ]);
    expect(await productsWithPrefix(setup.app, 'RC-')).toEqual([]);
    // Rolled back with the refused write: the staged rows and their upload are still there.
    expect(await findUpload(setup.app.db, scope, staged.id)).toMatchObject({ rowCount: 3 });
  });

  it('writes the staged rows and removes them and their upload', async () => {
    const scope = await yamadaScope('RW-SUP');
    const file = Buffer.from(
      csvText([
        ['商品コード', '商品名', '販売価格', '原価'],
        ['RW-1', '書く商品', '100', '50'],
      ]),
    );
    const written = await setup.app.db.transaction(async (tx) => {
      const staged = await stageProductCsv(tx, scope, file, 'utf8');
      return { staged, counts: await writeStagedProducts(tx, scope, staged) };
    });
    expect(written.counts).toEqual({ rowCount: 1, created: 1, updated: 0 });
    expect(await productsWithPrefix(setup.app, 'RW-')).toHaveLength(1);
    expect(await findUpload(setup.app.db, scope, written.staged.id)).toBeUndefined();
    const left = await setup.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_import_rows where upload_id = ${written.staged.id}`,
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
