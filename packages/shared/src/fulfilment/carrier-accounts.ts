import { z } from 'zod';
import { blankToNull } from '../validation/fields.ts';
import { patternString } from '../validation/patterns.ts';

/*
 * What a shop's contract with a carrier adds to its label files (decision 053): B2クラウド will not
 * issue a 発払い label without the 請求先 codes; e飛伝 takes the お客様コード it has registered.
 */

/** ヤマト運輸 B2クラウド: ご請求先顧客コード (10–12 digits), 分類コード (0–3), 運賃管理番号 (2). */
export const yamatoAccountSchema = z.object({
  billingCustomerCode: patternString(/^[0-9]{10,12}$/, 12),
  billingClassCode: blankToNull(patternString(/^[0-9]{1,3}$/, 3)).default(null),
  freightNumber: patternString(/^[0-9]{2}$/, 2),
});
export type YamatoAccount = z.output<typeof yamatoAccountSchema>;

/** 佐川急便 e飛伝: the お客様コード (12 digits) the labels are billed to, or the default one. */
export const sagawaAccountSchema = z.object({
  customerCode: blankToNull(patternString(/^[0-9]{12}$/, 12)).default(null),
});
export type SagawaAccount = z.output<typeof sagawaAccountSchema>;
