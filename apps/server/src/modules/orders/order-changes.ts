import { orderView } from '../../read-models/orders/index.ts';
import { viewChangeRecorder } from '../audit/index.ts';

// 変更履歴 of an order (受注登録, 受注編集) against its view (read-models/orders).

export { orderView };

/** Records one change of an order (登録 or 編集) against its view before it. */
export const recordOrderChange = viewChangeRecorder('orders', orderView);
