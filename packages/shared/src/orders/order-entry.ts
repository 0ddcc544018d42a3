import { z } from 'zod';
import { requiredInteger } from '../validation/fields.ts';
import { orderedAtField } from './ordered-at.ts';
import { checkOrderDelivery, ORDER_NUMBER_MAX, orderBodyShape } from './order-schema.ts';
import { requiredString } from '../validation/fields.ts';

// 受注登録 and 受注編集 (引当管理's form): the same fields and rules as the API's intake, so the
// form checks on blur exactly what the route refuses.

/** POST /api/orders/entry: one order typed in, its shop picked from the organisation's shops. */
export const orderEntrySchema = z
  .object({
    shopId: requiredInteger({ min: 1 }),
    orderNumber: requiredString(ORDER_NUMBER_MAX),
    orderedAt: orderedAtField(),
    ...orderBodyShape,
  })
  .superRefine(checkOrderDelivery);
export type OrderEntryInput = z.input<typeof orderEntrySchema>;
export type OrderEntryValues = z.output<typeof orderEntrySchema>;

/**
 * PUT /api/orders/{id}: recipient, delivery details and lines of an order not yet instructed; a
 * line is its product (one line per product), `version` the one the form was opened on.
 */
export const orderEditSchema = z
  .object({ version: requiredInteger({ min: 1 }), ...orderBodyShape })
  .superRefine(checkOrderDelivery);
export type OrderEditInput = z.input<typeof orderEditSchema>;
export type OrderEditValues = z.output<typeof orderEditSchema>;
