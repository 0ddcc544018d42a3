import { describe, expect, it } from 'vitest';
import {
  SCHEDULES,
  ownSetup,
  scheduleBody,
  storeSchedule,
  twoOrganisations,
} from './inbound.test-support.ts';

// 変更履歴 of 入荷予定: register, edit and cancel each leave one entry; receipts leave none.
const { yamada, suzuki } = twoOrganisations();

type Entry = { action: string; changes: Record<string, { from: unknown; to: unknown }> };

describe('the receiving schedule audit trail', () => {
  it('records register, edit and cancel with readable values; another organisation sees none', async () => {
    const own = await ownSetup(yamada, 1);
    const productCode = own.products[0]!.product_code as string;
    const line = (qty: number) => [{ product_id: own.products[0]!.id, scheduled_qty: qty }];
    const schedule = await storeSchedule(yamada, scheduleBody(own, line(10)));
    const edited = await yamada(
      'PUT',
      `${SCHEDULES}/update/${schedule.id}`,
      scheduleBody(own, line(12), { version: 1, note: '午前着' }),
    );
    expect(edited.status).toBe(200);
    const cancelled = await yamada('POST', `${SCHEDULES}/cancel/${schedule.id}`, {
      version: edited.body.data.version,
      reason: '発注取消',
    });
    expect(cancelled.status).toBe(200);

    const trail = await yamada('GET', `/api/audits/receiving_schedules/${schedule.id}`);
    expect(trail.status).toBe(200);
    const [cancel, edit, create] = trail.body.data.data as Entry[];
    expect(create).toMatchObject({ action: 'create' });
    expect(create!.changes.lines!.to).toBe(`${productCode}×10`);
    expect(create!.changes.warehouse!.to).toBe(own.warehouse.name);
    expect(edit!.changes).toEqual({
      note: { from: null, to: '午前着' },
      lines: { from: `${productCode}×10`, to: `${productCode}×12` },
    });
    expect(cancel!.changes).toMatchObject({
      status: { from: 'waiting', to: 'cancelled' },
      cancel_reason: { from: null, to: '発注取消' },
    });
    expect(
      (await suzuki('GET', `/api/audits/receiving_schedules/${schedule.id}`)).body.data.data,
    ).toEqual([]);
  });
});
