import { notifications } from '@mantine/notifications';
import type { ShippingActionResult } from '@logi/shared';

/** A shipping action's answer as a notice: what moved, and each skipped order with its reason. */
export function showShippingResult(result: ShippingActionResult) {
  const skipped = result.skipped.map((item) => `${item.orderNumber}: ${item.reason}`);
  notifications.show({
    color: result.skipped.length > 0 ? 'yellow' : 'teal',
    message: [result.message, ...skipped.slice(0, 5)].join('\n'),
    style: { whiteSpace: 'pre-line' },
  });
}
