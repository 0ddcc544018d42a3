import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import {
  fixture,
  fixtureShipments,
  SAGAWA_ACCOUNT,
  YAMATO_ACCOUNT,
} from './carrier-files.test-support.ts';
import { writeB2CloudFile, writeEHidenFile, writeYuPriRFile } from './index.ts';
import type { LabelShipment } from './label-shipment.ts';

const yamato = () => fixtureShipments('yamato', ['takkyubin', 'nekopos']);
const sagawa = () => fixtureShipments('sagawa', ['hikyaku', 'hikyaku']);
const japanpost = () => fixtureShipments('japanpost', ['yu_pack', 'yu_pack']);

/** The first fixture parcel with some of its fields changed. */
const changed = (shipments: LabelShipment[], change: (s: LabelShipment) => LabelShipment) => [
  change(shipments[0]!),
  shipments[1]!,
];
const withRecipient = (
  shipment: LabelShipment,
  recipient: Partial<LabelShipment['recipient']>,
) => ({
  ...shipment,
  recipient: { ...shipment.recipient, ...recipient },
});
// The file's rows as text, split back into fields (every field is quoted, none holds a comma).
const rowsOf = (bytes: Buffer) =>
  iconv
    .decode(bytes, 'cp932')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('","'));

describe('送り状データ writers', () => {
  it('write each carrier’s published layout byte for byte (Shift_JIS, CRLF, quoted fields)', () => {
    const b2 = writeB2CloudFile(yamato(), YAMATO_ACCOUNT);
    const eHiden = writeEHidenFile(sagawa(), SAGAWA_ACCOUNT);
    const yuPriR = writeYuPriRFile(japanpost());
    expect([b2.refused, eHiden.refused, yuPriR.refused]).toEqual([[], [], []]);
    expect(b2.bytes.equals(fixture('b2-cloud.csv'))).toBe(true);
    expect(eHiden.bytes.equals(fixture('e-hiden.csv'))).toBe(true);
    expect(yuPriR.bytes.equals(fixture('yu-pri-r.csv'))).toBe(true);
    expect(b2.written + eHiden.written + yuPriR.written).toBe(6);
  });

  it('refuses a character Shift_JIS (JIS X 0208) cannot hold, naming the field; lookalikes are swapped', () => {
    const cases: [string, Partial<LabelShipment['recipient']>, string, string][] = [
      ['髙', { name: '髙橋 一郎' }, 'お届け先名', '髙'],
      ['①', { town: '神宮前①-2-3' }, 'お届け先住所', '①'],
      ['emoji', { building: 'ハイツ🏠201' }, 'お届け先アパートマンション名', '🏠'],
    ];
    for (const [, recipient, field, character] of cases) {
      const file = writeB2CloudFile(
        changed(yamato(), (s) => withRecipient(s, recipient)),
        YAMATO_ACCOUNT,
      );
      expect(file.refused).toEqual([
        {
          orderNumber: 'R-20261126-0001',
          field,
          message: `${field}の「${character}」は送り状に使えない文字です。使える文字に置き換えてください。`,
        },
      ]);
      expect(file.written).toBe(1);
      expect(rowsOf(file.bytes).map((row) => row[0])).toEqual([
        'お客様管理番号',
        'R-20261126-0002',
      ]);
    }
    // 〜 (U+301C) is the glyph CP932 spells ～: written as 0x8160, not lost.
    const wave = writeEHidenFile(
      changed(sagawa(), (s) => withRecipient(s, { town: '神宮前1〜3' })),
      SAGAWA_ACCOUNT,
    );
    expect(rowsOf(wave.bytes)[1]![4]).toBe('東京都渋谷区神宮前1～3');
  });

  it('spreads a long address over the layout’s address fields and refuses one that still does not fit', () => {
    const longTown = '神宮前一丁目二番三号グリーンハイツ原宿表参道ウエストタワー';
    const b2 = writeB2CloudFile(
      changed(yamato(), (s) => withRecipient(s, { town: longTown, building: '201号室' })),
      YAMATO_ACCOUNT,
    );
    const [, row] = rowsOf(b2.bytes);
    expect([row![11], row![12]]).toEqual([
      '東京都渋谷区神宮前一丁目二番三号グリーンハイツ原宿表参道ウエスト',
      'タワー201号室',
    ]);
    const eHiden = writeEHidenFile(
      changed(sagawa(), (s) =>
        withRecipient(s, { name: '株式会社グリーンティー・インターナショナル 物流部' }),
      ),
      SAGAWA_ACCOUNT,
    );
    expect(rowsOf(eHiden.bytes)[1]!.slice(7, 9)).toEqual([
      '株式会社グリーンティー・インター',
      'ナショナル 物流部',
    ]);
    const tooLong = writeB2CloudFile(
      changed(yamato(), (s) => withRecipient(s, { town: longTown.repeat(2) })),
      YAMATO_ACCOUNT,
    );
    expect(tooLong.refused).toEqual([
      {
        orderNumber: 'R-20261126-0001',
        field: 'お届け先住所',
        message: 'お届け先住所が長すぎます（住所とアパートマンション名を合わせて全角48文字まで）。',
      },
    ]);
  });

  it.each<[string, (s: LabelShipment) => LabelShipment, string, string]>([
    [
      'a phone it would have to cut',
      (s) => withRecipient(s, { phone: '+81-3-1234-5678' }),
      'お届け先電話番号',
      'お届け先電話番号は半角数字とハイフンで入力してください。',
    ],
    [
      'a short postal code',
      (s) => withRecipient(s, { postalCode: '150-001' }),
      'お届け先郵便番号',
      'お届け先郵便番号は7桁の数字で入力してください。',
    ],
    [
      'an order number over e飛伝’s 16 characters',
      (s) => ({ ...s, orderNumber: '123456-20261126-00001' }),
      '受注番号',
      '受注番号は送り状に半角16文字（半角英数字とハイフン）までしか書けません。',
    ],
    [
      'a ヤマト parcel',
      (s) => ({ ...s, carrier: 'yamato', method: 'takkyubin' }),
      '配送方法',
      '佐川急便の送り状データでは宅急便を発行できません。',
    ],
    [
      '代引 over the ceiling',
      (s) => ({ ...s, codAmount: 350_000 }),
      '代引金額',
      '佐川急便の代引金額は300,000円以下で入力してください。',
    ],
  ])('e飛伝 refuses %s and writes the rest', (_, change, field, message) => {
    const shipments = changed(sagawa(), change);
    const file = writeEHidenFile(shipments, SAGAWA_ACCOUNT);
    expect(file.refused).toEqual([{ orderNumber: shipments[0]!.orderNumber, field, message }]);
    expect(rowsOf(file.bytes).map((row) => row[9])).toEqual(['お客様管理番号', 'R-20261126-0002']);
  });

  it('refuses what the chosen 配送方法 cannot carry: ネコポス 代引, a ゆうパケット label', () => {
    const nekopos = writeB2CloudFile(
      changed(yamato(), (s) => ({ ...s, method: 'nekopos', cool: 'none', timeSlot: null })),
      YAMATO_ACCOUNT,
    );
    expect(nekopos.refused).toEqual([
      {
        orderNumber: 'R-20261126-0001',
        field: '代引金額',
        message: 'ネコポスは代引きできません。',
      },
    ]);
    const packet = writeYuPriRFile(
      changed(japanpost(), (s) => ({
        ...s,
        method: 'yu_packet',
        cool: 'none',
        timeSlot: null,
        codAmount: null,
      })),
    );
    expect(packet.refused).toEqual([
      {
        orderNumber: 'R-20261126-0001',
        field: '配送方法',
        message: 'ゆうパケットの送り状データは出力できません（取込コードを確認できていないため）。',
      },
    ]);
    expect(packet.written).toBe(1);
  });
});
