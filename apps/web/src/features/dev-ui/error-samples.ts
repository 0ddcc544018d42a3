// Sample error bodies, one per branch of the spec §8 collectors, for the UI kit page.

export interface ErrorSample {
  id: string;
  label: string;
  collector: 'primary' | 'secondary';
  error: unknown;
}

export const errorSamples: ErrorSample[] = [
  {
    id: 'primary-string-list',
    label: '第1: errors が文字列の配列',
    collector: 'primary',
    error: {
      message: 'CSVの取り込みに失敗しました',
      errors: ['商品コードは必須です', '数量は1以上で入力してください'],
    },
  },
  {
    id: 'primary-line-items',
    label: '第1: 行目とエラー',
    collector: 'primary',
    error: {
      message: '入力内容に誤りがあります',
      errors: [
        { 行目: 2, エラー: { 商品コード: ['必須項目です'] } },
        {
          行目: 5,
          エラー: { 数量: ['1以上で入力してください'], JANコード: ['13文字で入力してください'] },
        },
      ],
    },
  },
  {
    id: 'primary-product-codes',
    label: '第1: 商品コードとエラー',
    collector: 'primary',
    error: {
      errors: [
        { 商品コード: 'A-0001', エラー: '既に使用されています' },
        { 商品コード: 'B-0002', エラー: '商品名は255文字以内で入力してください' },
      ],
    },
  },
  {
    id: 'primary-message',
    label: '第1: message のみ',
    collector: 'primary',
    error: { message: '倉庫コードは既に使用されています' },
  },
  {
    id: 'primary-fallback',
    label: '第1: 内容なし',
    collector: 'primary',
    error: {},
  },
  {
    id: 'primary-api-error',
    label: '第1: ApiError（body 付きのエラー）',
    collector: 'primary',
    error: Object.assign(new Error('HTTP 422'), {
      status: 422,
      body: { message: '入力エラー', errors: ['1行目\n2行目'] },
    }),
  },
  {
    id: 'secondary-errors',
    label: '第2: errors の各値',
    collector: 'secondary',
    error: {
      message: '入力内容に誤りがあります',
      errors: { name: ['必須項目です'], code: ['形式が間違っています'] },
    },
  },
  {
    id: 'secondary-message',
    label: '第2: message のみ',
    collector: 'secondary',
    error: { message: 'サーバーへの接続がタイムアウトしました。' },
  },
];
