/**
 * Messages of the carriers' label files (送り状データ) and of their issued-data files (伝票番号の取込):
 * a shipment the writer refuses names its field; a row the parser refuses names its line.
 */
export const CARRIER_FILE_MESSAGES = {
  unencodable: (field: string, character: string) =>
    `${field}の「${character}」は送り状に使えない文字です。使える文字に置き換えてください。`,
  tooLong: (field: string, limit: string) => `${field}が長すぎます（${limit}まで）。`,
  invalidPhone: (field: string) => `${field}は半角数字とハイフンで入力してください。`,
  invalidPostalCode: (field: string) => `${field}は7桁の数字で入力してください。`,
  invalidOrderNumber: (limit: string) =>
    `受注番号は送り状に${limit}（半角英数字とハイフン）までしか書けません。`,
  methodNotCarried: (carrier: string, method: string) =>
    `${carrier}の送り状データでは${method}を発行できません。`,
  methodNotSupported: (method: string) =>
    `${method}の送り状データは出力できません（取込コードを確認できていないため）。`,
  // Issued data (伝票番号の取込).
  unclosedQuote: (line: number) => `${line}行目：引用符（"）が閉じられていません。`,
  recordTooLong: (line: number) => `${line}行目：1行が長すぎます。列の数や内容を確認してください。`,
  noColumn: (column: string) => `見出し行に「${column}」の列がありません。`,
  rowNoOrderNumber: (row: number) => `${row}行目：受注番号（お客様管理番号）が空です。`,
  rowNoTrackingNumber: (row: number) => `${row}行目：伝票番号が空です（未発行の送り状です）。`,
  rowInvalidTrackingNumber: (row: number, value: string) =>
    `${row}行目：伝票番号「${value}」の形式が正しくありません。`,
  rowInvalidDate: (row: number, value: string) =>
    `${row}行目：出荷日「${value}」の形式が正しくありません。`,
} as const;
