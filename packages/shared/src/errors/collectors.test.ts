import { describe, expect, it } from 'vitest';
import {
  collectPrimaryErrors,
  collectSecondaryErrors,
  flattenMessages,
  GENERIC_ERROR_MESSAGE,
} from './collectors.ts';

describe('collectPrimaryErrors', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a list of strings with a message',
      { message: '登録できませんでした', errors: ['A', 'B'] },
      [{ messages: ['登録できませんでした'] }, { messages: ['A\nB'] }],
    ],
    ['a list of strings without a message', { errors: ['A'] }, [{ messages: ['A'] }]],
    [
      'CSV line rows with field objects',
      {
        message: 'CSVにエラーがあります',
        errors: [
          {
            行目: 2,
            エラー: {
              商品名: ['必須項目です'],
              JANコード: ['形式が間違っています', '13文字で入力してください'],
            },
          },
          { 行目: 5, エラー: { 価格: '0以上で入力してください' } },
        ],
      },
      [
        {
          heading: '2行目',
          messages: ['必須項目です', '形式が間違っています', '13文字で入力してください'],
        },
        { heading: '5行目', messages: ['0以上で入力してください'] },
      ],
    ],
    [
      'product code items with a string or list error',
      {
        errors: [
          { 商品コード: 'A-1', エラー: '既に使用されています' },
          { 商品コード: 'B-2', エラー: ['x', 'y'] },
        ],
      },
      [
        { heading: 'A-1', messages: ['既に使用されています'] },
        { heading: 'B-2', messages: ['x', 'y'] },
      ],
    ],
    [
      'our 422 field object',
      {
        message: '入力内容を確認してください',
        errors: { title: ['必須項目です'], tag: ['形式が間違っています'] },
      },
      [
        { messages: ['入力内容を確認してください'] },
        { messages: ['必須項目です', '形式が間違っています'] },
      ],
    ],
    [
      'a field object without a message',
      { errors: { code: ['既に使用されています'] } },
      [{ messages: ['既に使用されています'] }],
    ],
    [
      'a message only',
      { message: '他のユーザーによって更新されています。' },
      [{ messages: ['他のユーザーによって更新されています。'] }],
    ],
    [
      'unknown list items fall back to the message',
      { message: 'm', errors: [{ foo: 1 }] },
      [{ messages: ['m'] }],
    ],
    [
      'mixed list falls back to the message',
      { message: 'm', errors: ['a', { 行目: 1, エラー: 'x' }] },
      [{ messages: ['m'] }],
    ],
    [
      'an empty list falls back to the message',
      { message: 'm', errors: [] },
      [{ messages: ['m'] }],
    ],
    [
      'an empty object falls back to the message',
      { message: 'm', errors: {} },
      [{ messages: ['m'] }],
    ],
    ['nothing usable', { errors: [{ foo: 1 }] }, [{ messages: [GENERIC_ERROR_MESSAGE] }]],
    ['a blank message', { message: '  ' }, [{ messages: [GENERIC_ERROR_MESSAGE] }]],
    ['an empty body', {}, [{ messages: [GENERIC_ERROR_MESSAGE] }]],
    ['null', null, [{ messages: [GENERIC_ERROR_MESSAGE] }]],
    [
      'a string body (an HTML gateway page)',
      '<html>504</html>',
      [{ messages: [GENERIC_ERROR_MESSAGE] }],
    ],
  ])('%s', (_name, body, expected) => {
    expect(collectPrimaryErrors(body)).toEqual(expected);
  });

  it('uses the exact generic text', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('入力項目の形式が正しくない可能性があります。');
  });
});

describe('collectSecondaryErrors', () => {
  it.each<[string, unknown, unknown]>([
    [
      'field object values, lists flattened',
      { message: 'm', errors: { a: ['x', 'y'], b: 'z' } },
      [{ messages: ['x', 'y', 'z'] }],
    ],
    ['list items', { errors: ['x', ['y']] }, [{ messages: ['x', 'y'] }]],
    [
      'object items are read through',
      { errors: [{ 商品コード: 'A-1', エラー: 'e' }] },
      [{ messages: ['A-1', 'e'] }],
    ],
    ['no errors: the message', { message: 'm' }, [{ messages: ['m'] }]],
    ['empty errors: the message', { message: 'm', errors: {} }, [{ messages: ['m'] }]],
    ['neither: the generic text', { errors: null }, [{ messages: [GENERIC_ERROR_MESSAGE] }]],
    ['not an object', undefined, [{ messages: [GENERIC_ERROR_MESSAGE] }]],
  ])('%s', (_name, body, expected) => {
    expect(collectSecondaryErrors(body)).toEqual(expected);
  });
});

describe('flattenMessages', () => {
  it('keeps strings and finite numbers in order and drops the rest', () => {
    expect(flattenMessages({ a: ['x', ''], b: { c: 3, d: null, e: true, f: Number.NaN } })).toEqual(
      ['x', '3'],
    );
  });
});
