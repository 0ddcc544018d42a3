import { describe, expect, it } from 'vitest';
import { cleanTown } from '../scripts/clean-town.ts';
import { jpostalVersion, parseJpostalFile, toAddressRecords } from '../scripts/jpostal-source.ts';

describe('cleanTown (Japan Post readme rules)', () => {
  it.each([
    ['以下に掲載がない場合', 'ｲｶﾆｹｲｻｲｶﾞﾅｲﾊﾞｱｲ', '', ''],
    ['小菅村の次に６６４番地以降がくる場合', 'ｺｽｹﾞﾑﾗﾉﾂｷﾞﾆ664ﾊﾞﾝﾁｲｺｳｶﾞｸﾙﾊﾞｱｲ', '', ''],
    ['琴平町の次に番地がくる場合', 'ｺﾄﾋﾗﾁｮｳﾉﾂｷﾞﾆﾊﾞﾝﾁｶﾞｸﾙﾊﾞｱｲ', '', ''],
    ['奥多摩町一円', 'ｵｸﾀﾏﾏﾁｲﾁｴﾝ', '', ''],
    ['一円', 'ｲﾁｴﾝ', '一円', 'ｲﾁｴﾝ'],
    ['大通西（１～１９丁目）', 'ｵｵﾄﾞｵﾘﾆｼ(1-19ﾁｮｳﾒ)', '大通西', 'ｵｵﾄﾞｵﾘﾆｼ'],
    [
      '西新宿新宿アイランドタワー（地階・階層不明）',
      'ﾆｼｼﾝｼﾞｭｸｼﾝｼﾞｭｸｱｲﾗﾝﾄﾞﾀﾜｰ(ﾁｶｲ･ｶｲｿｳﾌﾒｲ)',
      '西新宿新宿アイランドタワー',
      'ﾆｼｼﾝｼﾞｭｸｼﾝｼﾞｭｸｱｲﾗﾝﾄﾞﾀﾜｰ',
    ],
    ['大通西（１～１９丁目', 'ｵｵﾄﾞｵﾘﾆｼ(1-19ﾁｮｳﾒ', '大通西', 'ｵｵﾄﾞｵﾘﾆｼ'],
    [
      '名駅ミッドランドスクエア（高層棟）１階',
      'ﾒｲｴｷﾐｯﾄﾞﾗﾝﾄﾞｽｸｴｱ(ｺｳｿｳﾄｳ)1ｶｲ',
      '名駅ミッドランドスクエア（高層棟）１階',
      'ﾒｲｴｷﾐｯﾄﾞﾗﾝﾄﾞｽｸｴｱ(ｺｳｿｳﾄｳ)1ｶｲ',
    ],
    ['千代田', 'ﾁﾖﾀﾞ', '千代田', 'ﾁﾖﾀﾞ'],
    ['', '', '', ''],
  ])('%s (%s) → %j (%j)', (town, townKana, expectedTown, expectedKana) => {
    expect(cleanTown(town, townKana)).toEqual({ town: expectedTown, town_kana: expectedKana });
  });
});

const SOURCE = `jQuery_jpostal_callback(
[["_000info","","ver2.13 2025-09-25 2025-09-30","","","","","",""],["_100","東京都","千代田区","","","","","",""],
["_1000001","東京都","千代田区","千代田","","","ﾄｳｷｮｳﾄ","ﾁﾖﾀﾞｸ","ﾁﾖﾀﾞ"],
["_1000001","東京都","千代田区","千代田","","","ﾄｳｷｮｳﾄ","ﾁﾖﾀﾞｸ","ﾁﾖﾀﾞ"],
["_1008111","東京都","千代田区","千代田","１－１","宮内庁","ﾄｳｷｮｳﾄ","ﾁﾖﾀﾞｸ","ﾁﾖﾀﾞ"],
["_1000000","東京都","千代田区","以下に掲載がない場合","","","ﾄｳｷｮｳﾄ","ﾁﾖﾀﾞｸ","ｲｶﾆｹｲｻｲｶﾞﾅｲﾊﾞｱｲ"]]
);`;

describe('jquery-jpostal-ja source', () => {
  const rows = parseJpostalFile(SOURCE);

  it('reads the JSONP file and its version row', () => {
    expect(rows).toHaveLength(6);
    expect(jpostalVersion(rows)).toBe('ver2.13 2025-09-25 2025-09-30');
  });

  it('keeps 7-digit residential rows, cleaned, with full-width kana, without duplicates', () => {
    expect(toAddressRecords(rows)).toEqual({
      records: [
        {
          zipcode: '1000001',
          pref: '東京都',
          city: '千代田区',
          town: '千代田',
          pref_kana: 'トウキョウト',
          city_kana: 'チヨダク',
          town_kana: 'チヨダ',
        },
        {
          zipcode: '1000000',
          pref: '東京都',
          city: '千代田区',
          town: '',
          pref_kana: 'トウキョウト',
          city_kana: 'チヨダク',
          town_kana: '',
        },
      ],
      officeRows: 1,
      duplicateRows: 1,
    });
  });

  it('rejects a file that is not JSONP', () => {
    expect(() => parseJpostalFile('[]')).toThrow(/jQuery_jpostal_callback/);
  });
});
