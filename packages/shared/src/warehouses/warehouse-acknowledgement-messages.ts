// What a warehouse job says of rows the warehouse never acknowledged for this organisation
// (decision 036): they are left out, and counted in the process's message.

/** e.g. 倉庫がこの組織の依頼として受け付けていない入荷実績 2件は取り込みませんでした。 */
export const notAcknowledgedLine = (what: string, count: number) =>
  `倉庫がこの組織の依頼として受け付けていない${what} ${count}件は取り込みませんでした。`;

/** A vendor or product of ours the warehouse knows, but never accepted from this organisation. */
export const notAcknowledgedCodesLine = (codes: string) =>
  `倉庫に同じコードがありますが、この組織からの登録は確認できません（送信すると連携されます）: ${codes}`;

/** A schedule or instruction the warehouse accepted without giving its own id back (ref). */
export const MISSING_WAREHOUSE_REF_MESSAGE =
  '倉庫システムの応答に受付番号（ref）がありません。倉庫システムの管理者に確認してください。';
