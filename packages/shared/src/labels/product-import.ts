/** What every CSV upload page says the same way (商品CSV登録, 受注CSV取込). */
export const CSV_UPLOAD_TEXTS = {
  file: 'CSVファイル',
  chooseFile: 'ファイルを選択',
  encoding: '文字コード',
  columns: 'CSVの項目',
  template: 'テンプレート：',
  validate: '検証',
  import: '取込',
} as const;

/** Product CSV registration (商品CSV登録, /csv_import): the page's texts and the import's messages. */
export const PRODUCT_IMPORT_TEXTS = {
  layout:
    '1行目は見出し行です（列の順序は自由、必須でない列は省略できます）。商品コードが登録済みなら更新、なければ新規登録します。1行でもエラーがあれば何も登録しません。',
  validated: (rows: number) =>
    `検証が完了しました：${rows}行、エラーはありません。「取込」で登録できます。`,
  fileTooLarge: 'ファイルが大きすぎます。50MB以下のファイルを指定してください。',
  /** Every CSV upload (products, orders) when this server already reads as many as it may (429). */
  uploadsBusy: 'ほかのファイルを処理中です。しばらくしてから再度お試しください。',
  emptyFile: 'ファイルが空です。',
  headerOnly: '見出し行のほかにデータ行がありません。',
  undetectableEncoding:
    '文字コードを判定できませんでした。UTF-8またはShift_JISで保存したファイルを指定してください。',
  undecodable: (encoding: string) =>
    `指定された文字コード（${encoding}）では読めない文字があります。文字コードを確認してください。`,
  badHeader: '見出し行に誤りがあります。',
  unknownColumns: (names: string) => `不明な列があります：${names}`,
  missingColumns: (names: string) => `必須の列がありません：${names}`,
  duplicateColumns: (names: string) => `列が重複しています：${names}`,
  invalidRows: 'CSVファイルに誤りがあります。各行のエラーを確認してください。',
  moreErrors: (shown: number, total: number) =>
    `エラーのある行が${total}行あります（先頭の${shown}行を表示しています）。`,
  unclosedQuote: (line: number) => `${line}行目：引用符（"）が閉じられていません。`,
  recordTooLong: (line: number) => `${line}行目：1行が長すぎます。列の数や内容を確認してください。`,
  tooManyCells: (header: number, cells: number) =>
    `列が多すぎます（見出しは${header}列、この行は${cells}列です）。`,
  tooFewCells: (header: number, cells: number) =>
    `列が足りません（見出しは${header}列、この行は${cells}列です）。`,
  duplicateCode: (code: string, line: number) =>
    `商品コード「${code}」は${line}行目と重複しています。`,
  lineBreaksToSpaces: 'セル内の改行をスペースに置き換えて取り込む',
  oneOf: (labels: readonly string[]) => `${labels.join('、')}のいずれかを入力してください`,
  unknownSupplier: (code: string) => `仕入先コード「${code}」の仕入先は登録されていません。`,
  alreadyRunning:
    '商品の取込（または商品登録・更新の処理）が実行中です。終了してから取り込んでください。',
  uploadMissing: '取込ファイルが見つかりません。もう一度取り込んでください。',
  unknownProcessKind: 'この処理には対応していません。',
  result: (created: number, updated: number) => `${created}件登録 / ${updated}件更新`,
  failedRows: (count: number) => `${count}行にエラーがあるため取り込みませんでした。`,
} as const;
