import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  HEADER,
  IMPORT,
  VALIDATE,
  csvText,
  importApp,
  minimalCsv,
  productsWithPrefix,
  sjis,
} from './product-import.test-support.ts';

const setup = importApp();
const yamada = (...args: Parameters<typeof setup.yamada>) => setup.yamada(...args);

async function productCount(): Promise<number> {
  const result = await setup.app.db.execute<{ n: number }>(
    sql`select count(*)::int as n from products`,
  );
  return result.rows[0]!.n;
}

/** Posts the file to both routes: each answers 422 (or the status given) and no product is written. */
async function refused(file: Buffer | string, status = 422) {
  const before = await productCount();
  const checked = await yamada(VALIDATE, file);
  const imported = await yamada(IMPORT, file);
  expect(checked.status).toBe(status);
  expect(imported.status).toBe(status);
  expect(imported.body).toEqual(checked.body);
  expect(await productCount()).toBe(before);
  return imported.body as { message: string; errors?: unknown };
}

describe('product CSV import: every bad input gets a Japanese message and writes nothing', () => {
  it('an empty file', async () => {
    expect((await refused(Buffer.alloc(0))).message).toBe('ファイルが空です。');
    expect((await refused('\r\n\r\n')).message).toBe('ファイルが空です。');
  });

  it('a header without rows', async () => {
    expect((await refused(csvText([HEADER]))).message).toBe(
      '見出し行のほかにデータ行がありません。',
    );
  });

  it('unknown, duplicated and missing required columns, each named', async () => {
    const body = await refused(
      csvText([
        ['商品コード', '商品名', '色', '商品名'],
        ['BAD-H1', '名前', '赤', '名前'],
      ]),
    );
    expect(body).toEqual({
      message: '見出し行に誤りがあります。',
      errors: [
        '不明な列があります：色',
        '列が重複しています：商品名',
        '必須の列がありません：販売価格、原価',
      ],
    });
  });

  it('a 商品コード twice in the file, with both lines', async () => {
    const body = await refused(
      minimalCsv([
        ['DUP-1', 'a', '1', '1'],
        ['DUP-2', 'b', '1', '1'],
        ['DUP-1', 'c', '1', '1'],
      ]),
    );
    expect(body.errors).toEqual([
      { 行目: 4, エラー: { product_code: ['商品コード「DUP-1」は2行目と重複しています。'] } },
    ]);
  });

  it('every failing line, each field with its message: JAN check digit, negative price, bad flags and labels', async () => {
    const rows = [
      ['VAL-1', '正しい行', '100', '50', '4901234567894', '', '', ''],
      ['VAL-2', '', '-5', '50', '4901234567890', '', '', ''],
      ['VAL-3', '名前', '1.5', 'abc', '', '販売する', 'はい', '常温以外'],
      ['VAL 4', '名前', '100', '50', '', '', '', ''],
      ['VAL-5', '名前', '100', '50', '', '', '', '', ''],
      ['VAL-6', '名前', '100', '50', '', '', '', '', '', 'x'],
      ['VAL-7', '静岡\n煎茶', '100', '50', '', '', '', ''],
    ];
    const body = await refused(
      csvText([
        [
          '商品コード',
          '商品名',
          '販売価格',
          '原価',
          'JANコード',
          '販売状態',
          '危険物',
          '温度帯区分',
        ],
        ...rows,
      ]),
    );
    expect(body.message).toBe('CSVファイルに誤りがあります。各行のエラーを確認してください。');
    expect(body.errors).toEqual([
      {
        行目: 3,
        エラー: {
          name: ['商品名：必須項目です'],
          jan_code: ['JANコード：チェックデジット（13桁目）が正しくありません（正しくは4）'],
          price: [expect.stringMatching(/^販売価格：/)],
        },
      },
      {
        行目: 4,
        エラー: {
          price: ['販売価格：形式が間違っています'],
          cost: [expect.stringMatching(/^原価：/)],
          sales_status: ['販売状態：販売中、販売停止、廃盤のいずれかを入力してください'],
          is_dangerous: [expect.stringMatching(/^危険物：/)],
          temperature_zone: ['温度帯区分：常温、冷蔵、冷凍のいずれかを入力してください'],
        },
      },
      { 行目: 5, エラー: { product_code: [expect.stringMatching(/^商品コード：/)] } },
      { 行目: 6, エラー: { row: ['列が多すぎます（見出しは8列、この行は9列です）。'] } },
      { 行目: 7, エラー: { row: ['列が多すぎます（見出しは8列、この行は10列です）。'] } },
      // A quoted line break (an Excel cell with Alt+Enter) is named, not a format error.
      { 行目: 8, エラー: { name: ['商品名：改行は使用できません'] } },
    ]);
  });

  it('a line break in 商品名 is refused by name, and imported as a space when asked', async () => {
    const file = minimalCsv([['LB-1', '静岡\r\n煎茶', '100', '50']]);
    const body = await refused(file);
    expect(body.errors).toEqual([{ 行目: 2, エラー: { name: ['商品名：改行は使用できません'] } }]);

    const checked = await yamada(VALIDATE, file, '?line_breaks=space');
    expect(checked.body.data).toMatchObject({ row_count: 1 });
    const imported = await yamada(IMPORT, file, '?line_breaks=space');
    expect(imported.status).toBe(200);
    expect(await productsWithPrefix(setup.app, 'LB-')).toMatchObject([
      { product_code: 'LB-1', name: '静岡 煎茶' },
    ]);
  });

  it('a supplier code that is not registered', async () => {
    const body = await refused(
      csvText([
        ['商品コード', '商品名', '販売価格', '原価', '仕入先コード'],
        ['SUPX-1', '名前', '1', '1', 'NO-SUCH'],
      ]),
    );
    expect(body.errors).toEqual([
      {
        行目: 2,
        エラー: {
          supplier_id: ['仕入先コード：仕入先コード「NO-SUCH」の仕入先は登録されていません。'],
        },
      },
    ]);
  });

  it('an unclosed quote', async () => {
    const body = await refused(
      minimalCsv([['Q-1', 'ok', '1', '1']]) + 'Q-2,"閉じない,1,1\r\nQ-3,x,1,1\r\n',
    );
    expect(body.message).toBe('3行目：引用符（"）が閉じられていません。');
  });

  it('a file in neither encoding', async () => {
    const bytes = Buffer.concat([
      sjis(minimalCsv([['ENC-X', '名前', '1', '1']])),
      Buffer.from([0xfd, 0xfe, 0xff]),
    ]);
    expect((await refused(bytes)).message).toBe(
      '文字コードを判定できませんでした。UTF-8またはShift_JISで保存したファイルを指定してください。',
    );
  });

  it('a million columns in one line, refused without reading it whole into a record', async () => {
    const body = await refused(`商品コード,商品名,販売価格,原価\r\n${'x,'.repeat(1_000_000)}\r\n`);
    expect(body.message).toBe('2行目：1行が長すぎます。列の数や内容を確認してください。');
    expect((await refused(`${'列,'.repeat(1_000_000)}\r\n`)).message).toBe(
      '1行目：1行が長すぎます。列の数や内容を確認してください。',
    );
  });

  it('a file over 50 MB: 413 with the limit named', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x61);
    const before = await productCount();
    const answer = await yamada(IMPORT, big);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: 'ファイルが大きすぎます。50MB以下のファイルを指定してください。',
    });
    expect(await productCount()).toBe(before);
  });

  it('all or nothing: one bad row at the end of many keeps every other row out', async () => {
    const rows = Array.from({ length: 4999 }, (_, index) => [`AON-${index}`, '名前', '1', '1']);
    const body = await refused(minimalCsv([...rows, ['AON-LAST', '名前', '-1', '1']]));
    expect(body.errors).toEqual([
      { 行目: 5001, エラー: { price: [expect.stringMatching(/^販売価格：/)] } },
    ]);
    expect(await productsWithPrefix(setup.app, 'AON-')).toEqual([]);
  });

  it('mixed line endings are fine', async () => {
    const text = '商品コード,商品名,販売価格,原価\r\nMIX-1,a,1,1\nMIX-2,b,2,2\rMIX-3,c,3,3\r\n';
    const answer = await yamada(IMPORT, text);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ row_count: 3, created: 3 });
  });

  it('a second import while one runs is refused', async () => {
    const file = minimalCsv([['RUN-1', '名前', '1', '1']]);
    // Another import of the organisation holds its lock (as a running import does).
    const organisationId = await setup.app.db.execute<{ id: string }>(
      sql`select id from organisations where name = '株式会社サンプル物流'`,
    );
    const key = `product_csv_import:${organisationId.rows[0]!.id}`;
    await setup.app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const answer = await yamada(IMPORT, file);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        '商品の取込（または商品登録・更新の処理）が実行中です。終了してから取り込んでください。',
      );
      // An empty upload is told it is empty, not that it must wait.
      const empty = await yamada(IMPORT, Buffer.alloc(0));
      expect(empty.status).toBe(422);
      expect(empty.body.message).toBe('ファイルが空です。');
    });
    expect(await productsWithPrefix(setup.app, 'RUN-')).toEqual([]);
    expect((await yamada(IMPORT, file)).status).toBe(200);
  });
});
