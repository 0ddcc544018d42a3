import { DELIVERY_NOTE_TEXTS as T, formatYen } from '@logi/shared';
import type { DeliveryNoteTotals } from './delivery-note-totals.ts';
import type { DeliveryNoteOrder, DeliveryNoteShop } from './document-types.ts';
import {
  A4,
  drawWrapped,
  drawRule,
  drawText,
  MARGIN,
  type PdfDocument,
} from '../../../pdf/pdf-canvas.ts';

export const RIGHT = A4.width - MARGIN;
/** Where the shop block and the totals column start. */
export const SHOP_LEFT = 330;
const TOTALS_ROW = 17;
const MESSAGE_HEIGHT = 64;
/** Totals (up to four rows), two tax lines, the 軽減税率 note and the shop's message. */
export const TRAILER = 12 + 6 * TOTALS_ROW + 8 + MESSAGE_HEIGHT;

/** Under an order's last line: the totals, the tax per rate, and the shop's message. */
export function drawTrailer(
  doc: PdfDocument,
  shop: DeliveryNoteShop,
  order: DeliveryNoteOrder,
  totals: DeliveryNoteTotals,
  top: number,
): void {
  const rows: [string, number, boolean][] = [
    [T.subtotal, totals.subtotal, false],
    [T.shippingFee, totals.shippingFee, false],
    ...(totals.codFee > 0 ? [[T.codFee, totals.codFee, false] as [string, number, boolean]] : []),
    [T.total, totals.total, true],
  ];
  let y = top + 12;
  if (order.lines.some((line) => line.taxRate === 8))
    drawText(doc, T.reducedRateNote, MARGIN, y, { size: 8 });
  for (const [label, amount, bold] of rows) {
    drawText(doc, label, SHOP_LEFT, y, { size: bold ? 11 : 9, bold });
    drawText(doc, formatYen(amount), SHOP_LEFT, y, {
      size: bold ? 11 : 9,
      bold,
      width: RIGHT - SHOP_LEFT,
      align: 'right',
    });
    y += TOTALS_ROW;
  }
  drawRule(doc, SHOP_LEFT, RIGHT, y - 2, 0.8);
  for (const { rate, base, tax } of totals.byRate) {
    drawText(doc, T.taxLine(rate, formatYen(base), formatYen(tax)), SHOP_LEFT, y + 2, {
      size: 8,
      width: RIGHT - SHOP_LEFT,
      align: 'right',
    });
    y += TOTALS_ROW;
  }
  if (shop.message) {
    const messageTop = top + TRAILER - MESSAGE_HEIGHT;
    drawWrapped(doc, shop.message, MARGIN, messageTop + 8, {
      width: RIGHT - MARGIN,
      maxLines: 4,
      size: 9,
    });
  }
}
