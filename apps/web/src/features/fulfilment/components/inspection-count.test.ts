import { describe, expect, it } from 'vitest';
import { FULFILMENT_MESSAGES, type InspectionParcelDto } from '@logi/shared';
import {
  inspectionCountReducer,
  isCountComplete,
  piecesOf,
  scansOf,
  startCount,
  type InspectionCount,
} from './inspection-count.ts';

const parcel: InspectionParcelDto = {
  instructionId: 1,
  instructionNumber: 'SI-1',
  orderId: 1,
  orderNumber: 'ORD-1',
  recipientName: '山田太郎',
  status: 'working',
  deliveryCarrier: 'yamato',
  deliveryMethod: 'takkyubin',
  batchId: null,
  batchNumber: null,
  inspectedAt: null,
  lines: [
    {
      productId: 1,
      productCode: 'TEA-1',
      janCode: '4900000000011',
      productName: '緑茶',
      quantity: 2,
    },
    { productId: 2, productCode: 'CUP-1', janCode: null, productName: '湯のみ', quantity: 1 },
  ],
};

const scan = (state: InspectionCount, ...codes: string[]) =>
  codes.reduce((next, code) => inspectionCountReducer(next, { type: 'scan', code }), state);

describe('検品 count', () => {
  it('counts a JAN or a product code against its line, and is done when every line matches', () => {
    const state = scan(startCount(parcel), '4900000000011', ' TEA-1 ');
    expect(state.lines.map((line) => line.scanned)).toEqual([2, 0]);
    expect(isCountComplete(state.lines)).toBe(false);
    const done = scan(state, 'CUP-1');
    expect(done.refusal).toBeNull();
    expect(isCountComplete(done.lines)).toBe(true);
    expect(piecesOf(done.lines)).toEqual({ scanned: 3, total: 3 });
    expect(scansOf(done.lines)).toEqual([
      { productCode: 'TEA-1', quantity: 2 },
      { productCode: 'CUP-1', quantity: 1 },
    ]);
  });

  it('refuses an item not in the parcel, counting nothing', () => {
    const state = scan(startCount(parcel), 'TEA-1', '4999999999999');
    expect(state.refusal).toBe(FULFILMENT_MESSAGES.notInParcel('4999999999999'));
    expect(piecesOf(state.lines).scanned).toBe(1);
    expect(state.scanCount).toBe(2);
  });

  it('refuses one too many, and the next right scan clears the refusal', () => {
    const state = scan(startCount(parcel), 'TEA-1', 'TEA-1', 'TEA-1');
    expect(state.refusal).toBe(FULFILMENT_MESSAGES.tooMany('緑茶', 2, 3));
    expect(state.lines[0]!.scanned).toBe(2);
    expect(scan(state, 'CUP-1').refusal).toBeNull();
  });
});
