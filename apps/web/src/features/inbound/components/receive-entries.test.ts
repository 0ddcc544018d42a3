import { describe, expect, it } from 'vitest';
import { STOCK_MESSAGES, receiptLotSchema, type ReceivingScheduleLineDto } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { blankEntry, entriesOf, entryLabel, receiptLines } from './receive-entries.ts';

const line = (id: number, lotManaged: boolean): ReceivingScheduleLineDto => ({
  id,
  lineNumber: id,
  productId: id,
  productCode: `P-${id}`,
  productName: '商品',
  janCode: null,
  scheduledQty: 10,
  receivedQty: 0,
  nonSellableQty: 0,
  cancelled: false,
  cancelReason: null,
  defaultLocationCode: null,
  lotManaged,
});

describe('the receipt form entries', () => {
  it('sends one request line per typed lot, naming lots only for ロット管理 lines', () => {
    const lots = [
      { ...blankEntry(), lotNo: ' L-1 ', expiresOn: '2031-01-31', received: 4 },
      { ...blankEntry(), lotNo: 'L-2', expiresOn: '2031-03-31', received: 6, defective: 1 },
      { ...blankEntry(), lotNo: 'L-3' },
    ];
    const plain = [{ ...blankEntry(), received: 2 }];
    expect(receiptLines([line(1, true), line(2, false)], { 1: lots, 2: plain })).toEqual([
      { lineId: 1, receivedQty: 4, nonSellableQty: 0, lotNo: 'L-1', expiresOn: '2031-01-31' },
      { lineId: 1, receivedQty: 6, nonSellableQty: 1, lotNo: 'L-2', expiresOn: '2031-03-31' },
      { lineId: 2, receivedQty: 2, nonSellableQty: 0 },
    ]);
  });

  it('gives an untouched line one blank entry whose key stays the same between renders', () => {
    expect(entriesOf({}, 7)[0]!.key).toBe(entriesOf({}, 7)[0]!.key);
    expect(receiptLines([line(7, false)], {})).toEqual([]);
  });

  it('names a later lot row apart from the first', () => {
    expect(entryLabel('TEA-001', '入荷数', 0)).toBe('TEA-001の入荷数');
    expect(entryLabel('TEA-001', '入荷数', 1)).toBe('TEA-001の入荷数（ロット2）');
  });

  it('checks a lot entry with the messages of the server (the shared schema)', () => {
    const check = zodFormResolver(receiptLotSchema);
    expect(check({ lotNo: ' ', expiresOn: null, receivedQty: 3 })).toEqual({
      lotNo: STOCK_MESSAGES.lotRequired,
      expiresOn: STOCK_MESSAGES.expiryRequired,
    });
    expect(check({ lotNo: 'L-1', expiresOn: '2031-02-28', receivedQty: 3 })).toEqual({});
  });
});
