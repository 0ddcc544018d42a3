import { describe, expect, it } from 'vitest';
import type { CustomerReturnDto } from '@logi/shared';
import { RETURN_COLUMNS } from './ReturnList.tsx';

const returnedAt = RETURN_COLUMNS.find((column) => column.accessor === 'returnedAt')!;
const row = (source: CustomerReturnDto['source']) =>
  ({ source, returnedAt: '2026-11-26T03:00:00.000Z' }) as CustomerReturnDto;

describe('返品日時 in the return list', () => {
  it('shows a return entered by hand (a day only) without the noon it is kept at', () => {
    expect(returnedAt.render?.(row('manual'), 0)).toBe('2026-11-26');
  });

  it("shows the warehouse's return with its time", () => {
    expect(returnedAt.render?.(row('warehouse'), 0)).toBe('2026-11-26 12:00:00');
  });
});
