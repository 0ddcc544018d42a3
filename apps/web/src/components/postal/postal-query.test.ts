import { describe, expect, it } from 'vitest';
import { formatCandidate, localRejection, noCandidatesMessage } from './postal-query.ts';

describe('formatCandidate', () => {
  it.each([
    [
      { zipcode: '100-0001', pref: '東京都', city: '千代田区', town: '千代田' },
      '〒 100-0001 東京都 千代田区 千代田',
    ],
    [
      { zipcode: '100-0000', pref: '東京都', city: '千代田区', town: '' },
      '〒 100-0000 東京都 千代田区',
    ],
  ])('%j → %s', (candidate, expected) => {
    expect(formatCandidate(candidate)).toBe(expected);
  });
});

describe('localRejection', () => {
  it.each([
    ['1', '郵便番号は2文字以上で入力してください'],
    ['１', '郵便番号は2文字以上で入力してください'],
    ['〒1-', '郵便番号は2文字以上で入力してください'],
    ['あ', '住所は2文字以上で入力してください'],
    [' 東 ', '住所は2文字以上で入力してください'],
    ['', '住所は2文字以上で入力してください'],
    ['10', null],
    ['100-0001', null],
    ['12345678', null],
    ['ちよ', null],
    ['千代田区', null],
  ])('%s → %s', (query, expected) => {
    expect(localRejection(query)).toBe(expected);
  });
});

describe('noCandidatesMessage', () => {
  it('speaks of an address for a code and of a code for an address', () => {
    expect(noCandidatesMessage('999-99')).toBe('該当する住所が見つかりませんでした');
    expect(noCandidatesMessage('存在しない町')).toBe('該当する郵便番号が見つかりませんでした');
  });
});
