import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_TEXTS } from '@logi/shared';
import { fixtureShipments, SAGAWA_ACCOUNT, YAMATO_ACCOUNT } from './carrier-files.test-support.ts';
import { parseIssuedData, writeB2CloudFile, writeEHidenFile, writeYuPriRFile } from './index.ts';

const csv = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n') + '\r\n';
const sjis = (rows: readonly (readonly string[])[]) => iconv.encode(csv(rows), 'cp932');
const utf8WithBom = (rows: readonly (readonly string[])[]) =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv(rows))]);

/** Our label file's rows as the carrier's software gives them back: tracking numbers filled in. */
function issued(bytes: Buffer, trackingColumn: number, trackingNumbers: string[], header: boolean) {
  const rows = iconv
    .decode(bytes, 'cp932')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('","'));
  rows
    .slice(header ? 1 : 0)
    .forEach((row, index) => (row[trackingColumn] = trackingNumbers[index]!));
  return rows;
}

const ISSUED = [
  { orderNumber: 'R-20261126-0001', trackingNumber: '412345678901', shippedOn: '2026-11-27' },
  { orderNumber: 'R-20261126-0002', trackingNumber: '412345678912', shippedOn: '2026-11-27' },
];

describe('伝票番号の取込 (issued data)', () => {
  it('reads back what our B2クラウド and e飛伝 files wrote, with the tracking numbers filled in', () => {
    const b2 = writeB2CloudFile(
      fixtureShipments('yamato', ['takkyubin', 'nekopos']),
      YAMATO_ACCOUNT,
    );
    const b2Rows = issued(b2.bytes, 3, ['4123-4567-8901', '412345678912'], true);
    const yamato = ISSUED.map((row, i) => ({ ...row, row: i + 2, carrier: 'yamato' }));
    expect(parseIssuedData('yamato', sjis(b2Rows), 'sjis')).toEqual({
      shipments: yamato,
      errors: [],
    });
    // B2 exports without its title row too: the layout's own positions then.
    expect(parseIssuedData('yamato', sjis(b2Rows.slice(1)), 'sjis')).toEqual({
      shipments: yamato.map((shipment) => ({ ...shipment, row: shipment.row - 1 })),
      errors: [],
    });

    const eHiden = writeEHidenFile(
      fixtureShipments('sagawa', ['hikyaku', 'hikyaku']),
      SAGAWA_ACCOUNT,
    );
    const eHidenRows = issued(eHiden.bytes, 61, ['412345678901', '412345678912'], true);
    expect(parseIssuedData('sagawa', utf8WithBom(eHidenRows), 'utf8')).toEqual({
      shipments: ISSUED.map((row, i) => ({ ...row, row: i + 2, carrier: 'sagawa' })),
      errors: [],
    });
  });

  it('reads ゆうプリR’s 発送済データ by its header names, the order number coming back from 摘要/記事', () => {
    const written = writeYuPriRFile(fixtureShipments('japanpost', ['yu_pack', 'yu_pack']));
    const orderNumbers = issued(written.bytes, 0, [], false).map((row) => row[61]!);
    const file = sjis([
      ['お問合せ番号', 'お届け先のお名前', '摘要/記事', '発送日'],
      ['1234-5678-9012', '山田 花子', orderNumbers[0]!, '2026/11/27'],
      ['12345678903', '佐藤 一郎', orderNumbers[1]!, '20261127'],
    ]);
    expect(parseIssuedData('japanpost', file, 'sjis')).toEqual({
      shipments: [
        {
          row: 2,
          orderNumber: 'R-20261126-0001',
          carrier: 'japanpost',
          trackingNumber: '123456789012',
          shippedOn: '2026-11-27',
        },
        {
          row: 3,
          orderNumber: 'R-20261126-0002',
          carrier: 'japanpost',
          trackingNumber: '12345678903',
          shippedOn: '2026-11-27',
        },
      ],
      errors: [],
    });
  });

  it('lists each row it cannot read with its line, and refuses a file it cannot read at all', () => {
    const header = ['お客様管理番号', '送り状種類', 'クール区分', '伝票番号', '出荷予定日'];
    const file = sjis([
      header,
      ['R-1', '0', '0', '412345678901', '2026/11/27'],
      ['R-2', '0', '0', '', '2026/11/27'],
      ['R-3', '0', '0', '4123456789', '2026/11/27'],
      ['R-4', '0', '0', '412345678904', '2026/02/30'],
      ['', '0', '0', '412345678905', '2026/11/27'],
    ]);
    expect(parseIssuedData('yamato', file, 'sjis')).toEqual({
      shipments: [
        {
          row: 2,
          orderNumber: 'R-1',
          carrier: 'yamato',
          trackingNumber: '412345678901',
          shippedOn: '2026-11-27',
        },
      ],
      errors: [
        { row: 3, message: '3行目：伝票番号が空です（未発行の送り状です）。' },
        { row: 4, message: '4行目：伝票番号「4123456789」の形式が正しくありません。' },
        { row: 5, message: '5行目：出荷日「2026/02/30」の形式が正しくありません。' },
        { row: 6, message: '6行目：受注番号（お客様管理番号）が空です。' },
      ],
    });
    expect(parseIssuedData('yamato', Buffer.from([0x82, 0xa0, 0xff, 0xfe, 0x80]), 'sjis')).toEqual({
      shipments: [],
      errors: [{ row: null, message: PRODUCT_IMPORT_TEXTS.undecodable('Shift_JIS') }],
    });
    expect(parseIssuedData('japanpost', sjis([['1', 'R-1', '2026/11/27']]), 'sjis')).toEqual({
      shipments: [],
      errors: [{ row: null, message: '見出し行に「お問合せ番号」の列がありません。' }],
    });
    expect(
      parseIssuedData(
        'sagawa',
        sjis([
          ['お問い合せ送り状No.', '出荷日'],
          ['412345678901', '20261127'],
        ]),
        'sjis',
      ),
    ).toEqual({
      shipments: [],
      errors: [{ row: null, message: '見出し行に「お客様管理番号」の列がありません。' }],
    });
    // A quote left open would swallow every row after it: the file is refused at its line.
    const open = Buffer.from(
      '伝票番号,お客様管理番号,出荷予定日\r\n"412345678901,A-1,2026/11/27\r\n',
    );
    expect(parseIssuedData('yamato', open, 'utf8')).toEqual({
      shipments: [],
      errors: [{ row: 2, message: '2行目：引用符（"）が閉じられていません。' }],
    });
  });
});
