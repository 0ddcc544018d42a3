import { describe, expect, it } from 'vitest';
import { splitByLot, type LineLot } from './parcel-lots.ts';

const lot = (orderLineId: number, lotNo: string, quantity: number): LineLot => ({
  orderLineId,
  lotNo,
  expiresOn: `2031-0${lotNo.slice(-1)}-01`,
  quantity,
});

describe('parcel lines split per allocated lot', () => {
  it('gives a line its lots in the order given (first expiry first), one line per lot', () => {
    expect(
      splitByLot(
        [{ orderLineId: 1, quantity: 5, name: '緑茶' }],
        [lot(1, 'L1', 3), lot(1, 'L2', 4)],
      ),
    ).toEqual([
      { orderLineId: 1, quantity: 3, name: '緑茶', lotNo: 'L1', expiresOn: '2031-01-01' },
      { orderLineId: 1, quantity: 2, name: '緑茶', lotNo: 'L2', expiresOn: '2031-02-01' },
    ]);
  });

  it('lets an order line split over two parcels take its earliest lot in the first parcel', () => {
    const lines = [
      { orderLineId: 1, quantity: 2 },
      { orderLineId: 1, quantity: 3 },
    ];
    expect(splitByLot(lines, [lot(1, 'L1', 3), lot(1, 'L2', 2)])).toEqual([
      { orderLineId: 1, quantity: 2, lotNo: 'L1', expiresOn: '2031-01-01' },
      { orderLineId: 1, quantity: 1, lotNo: 'L1', expiresOn: '2031-01-01' },
      { orderLineId: 1, quantity: 2, lotNo: 'L2', expiresOn: '2031-02-01' },
    ]);
  });

  it('keeps pieces no lot covers (a product without lots) as one line without a lot', () => {
    expect(splitByLot([{ orderLineId: 2, quantity: 4 }], [lot(1, 'L1', 3)])).toEqual([
      { orderLineId: 2, quantity: 4, lotNo: null, expiresOn: null },
    ]);
    expect(splitByLot([{ orderLineId: 1, quantity: 4 }], [lot(1, 'L1', 3)])).toEqual([
      { orderLineId: 1, quantity: 3, lotNo: 'L1', expiresOn: '2031-01-01' },
      { orderLineId: 1, quantity: 1, lotNo: null, expiresOn: null },
    ]);
  });
});
