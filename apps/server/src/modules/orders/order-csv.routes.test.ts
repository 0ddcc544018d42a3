import { describe, expect, it } from 'vitest';
import {
  CSV_HEADER,
  CSV_IMPORT,
  csvRow,
  importApp,
  orderCounts,
  orderCsv,
  orderSetup,
  ORDERS,
  sjis,
  type Setup,
} from './orders.test-support.ts';

const t = importApp();
let setup: Setup;
const ready = async () => (setup ??= await orderSetup(t.api));
const upload = (file: Buffer | string, query = '') => t.yamada(CSV_IMPORT, file, query);

describe('order CSV import', () => {
  it('imports a Shift_JIS file: rows of one order number become one order with its lines', async () => {
    await ready();
    const [a, b] = setup.products;
    const file = orderCsv([
      csvRow(setup, 'CSV-1001', a!.code, '2'),
      csvRow(setup, 'CSV-1001', b!.code, '1'),
      csvRow(setup, 'CSV-1002', b!.code, '3', {
        お届け時間帯: '午前中',
        お届け希望日: '2026-04-05',
        配送方法: '飛脚宅配便',
        クール区分: 'クール冷凍',
        代引金額: '2200',
        ギフト: '1',
        配送メモ: '天地無用',
        送料: '700',
        代引手数料: '330',
      }),
    ]);
    const answer = await upload(sjis(file));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ created: 2, existing: 0 });
    const first = answer.body.data.orders[0];
    const detail = await t.yamada(`${ORDERS}/show/${first.id}`);
    expect(detail.body.data).toMatchObject({
      order_number: 'CSV-1001',
      source: 'csv',
      recipient_name: '佐藤 花子',
      postal_code: '530-0001',
      prefecture: '大阪府',
      ordered_at: '2026-04-01T01:30:00.000Z',
      postal_mismatch: false,
    });
    expect(detail.body.data.lines.map((line: { quantity: number }) => line.quantity)).toEqual([
      2, 1,
    ]);
    expect(detail.body.data).toMatchObject({ delivery_method: null, gift: false, cod_fee: 0 });
    const second = await t.yamada(`${ORDERS}/show/${answer.body.data.orders[1].id}`);
    expect(second.body.data).toMatchObject({
      delivery_method: 'hikyaku',
      delivery_carrier: 'sagawa',
      delivery_time_slot: '午前中',
      cool_type: 'frozen',
      cod_amount: 2200,
      gift: true,
      delivery_note: '天地無用',
      shipping_fee: 700,
      cod_fee: 330,
    });

    const again = await upload(Buffer.from(file, 'utf8'));
    expect(again.body.data).toMatchObject({ created: 0, existing: 2 });
  });

  it('refuses a file with errors, each in the 行目 shape, unknown codes among them, and writes nothing', async () => {
    await ready();
    const [a, b] = setup.products;
    const before = await orderCounts(t.app);
    const answer = await upload(
      sjis(
        orderCsv([
          csvRow(setup, 'CSV-2001', a!.code, '1'),
          csvRow(setup, 'CSV-2002', 'NO-SUCH', '1'),
          csvRow(setup, 'CSV-2003', a!.code, '0'),
          csvRow(setup, 'CSV-2004', a!.code, '1'),
          csvRow(setup, 'CSV-2004', a!.code, '2'),
          csvRow(setup, 'CSV-2005', b!.code, '1', { お届け先電話番号: 'abc' }),
          csvRow(setup, 'CSV-2005', a!.code, '1', {
            お届け先氏名: '別人',
            お届け先電話番号: 'abc',
          }),
          csvRow({ ...setup, shop: { id: 0, code: 'NO-SHOP' } }, 'CSV-2006', a!.code, '1'),
          csvRow(setup, 'CSV-2007', a!.code, '1', { 配送方法: 'ネコポス', 代引金額: '500' }),
          csvRow(setup, 'CSV-2008', a!.code, '1', { 配送方法: '船便', ギフト: 'はい' }),
        ]),
      ),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'CSVファイルに誤りがあります。各行のエラーを確認してください。',
    );
    // Unknown shop and product codes come in the same answer as the format errors, worded alike.
    expect(answer.body.errors).toEqual([
      { 行目: 3, エラー: { 商品コード: ['商品コード：「NO-SUCH」は登録されていません'] } },
      { 行目: 4, エラー: { 数量: ['数量：1以上で入力してください'] } },
      { 行目: 6, エラー: { 商品コード: ['商品コード：同じ商品が複数の明細にあります'] } },
      { 行目: 7, エラー: { お届け先電話番号: ['お届け先電話番号：形式が間違っています'] } },
      { 行目: 8, エラー: { お届け先氏名: ['お届け先氏名：7行目と異なります'] } },
      { 行目: 9, エラー: { ショップコード: ['ショップコード：「NO-SHOP」は登録されていません'] } },
      { 行目: 10, エラー: { 代引金額: ['代引金額：ネコポスは代引きできません。'] } },
      {
        行目: 11,
        エラー: {
          配送方法: ['配送方法：形式が間違っています'],
          ギフト: ['ギフト：形式が間違っています'],
        },
      },
    ]);
    expect(await orderCounts(t.app)).toEqual(before);
  });

  it('refuses a header without the required columns, and an empty file', async () => {
    const bad = await upload('ショップコード,受注番号,色\r\nA,1,赤\r\n');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('見出し行に誤りがあります。');
    expect(bad.body.errors[0]).toBe('不明な列があります：色');
    expect((await upload(`${CSV_HEADER.join(',')}\r\n`)).body.message).toBe(
      '見出し行のほかにデータ行がありません。',
    );
  });

  it('refuses a stored order number with different content on its line', async () => {
    await ready();
    const [a] = setup.products;
    await upload(orderCsv([csvRow(setup, 'CSV-3001', a!.code, '1')]));
    const changed = await upload(orderCsv([csvRow(setup, 'CSV-3001', a!.code, '5')]));
    expect(changed.status).toBe(422);
    expect(changed.body.errors).toEqual([
      {
        行目: 2,
        エラー: {
          受注番号: [
            '受注番号「CSV-3001」は別の内容で登録済みです。同じ受注番号で内容を変えることはできません',
          ],
        },
      },
    ]);
  });

  it('offers the template in both encodings, header and two example rows', async () => {
    const utf8 = await t.yamada(`${CSV_IMPORT}/template?encoding=utf8`);
    expect(utf8.status).toBe(200);
    const text = utf8.bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(CSV_HEADER.join(','));
    expect(text.trim().split('\r\n')).toHaveLength(3);
    const shiftJis = await t.yamada(`${CSV_IMPORT}/template?encoding=sjis`);
    expect(shiftJis.headers.get('content-type')).toContain('Shift_JIS');
  });
});

// The API's intake for integrators, beside the file's (one app for both).
describe('the OpenAPI document', () => {
  it('describes POST /api/orders/store for integrators, with an example in wire names', async () => {
    const answer = await fetch(`${t.app.baseUrl}/api/docs/json`);
    const document = (await answer.json()) as {
      paths: Record<
        string,
        { post?: { summary?: string; description?: string; requestBody?: unknown } }
      >;
    };
    const store = document.paths['/api/orders/store']?.post;
    expect(store?.summary).toContain('受注登録');
    expect(store?.description).toContain('"order_number": "R-20260401-0001"');
    expect(JSON.stringify(store?.requestBody)).toContain('"product_code"');
  });
});
