import { addDays, todayJst } from '@logi/shared';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-parse.ts';
import { signIn } from '../../test/sign-in.ts';
import {
  SCHEDULES,
  YAMADA,
  exportCsv,
  ownSetup,
  scheduleBody,
  storeSchedule,
  twoOrganisations,
} from './inbound.test-support.ts';

// The list and its CSV read the same filters, the default date range (today … +30 days) included.
const setup = twoOrganisations();
const { yamada } = setup;

describe('the receiving schedule CSV', () => {
  it('exports what the list shows: without a range, only today … +30 days', async () => {
    const own = await ownSetup(yamada, 1);
    const lines = [{ product_id: own.products[0]!.id, scheduled_qty: 3 }];
    const soon = await storeSchedule(yamada, scheduleBody(own, lines));
    const later = await storeSchedule(
      yamada,
      scheduleBody(own, lines, { scheduled_date: addDays(todayJst(), 45) }),
    );
    const filters = { warehouse_id: own.warehouse.id };
    const listed = await yamada('POST', `${SCHEDULES}/search`, filters);
    expect(listed.body.data.data.map((row: { number: string }) => row.number)).toEqual([
      soon.number,
    ]);

    const { jar } = await signIn(setup.app.baseUrl, YAMADA);
    const numbers = async (body: object) => {
      const csv = await exportCsv(setup.app.baseUrl, jar, `${SCHEDULES}/export`, body);
      expect(csv.status).toBe(200);
      const [, ...rows] = parseCsv(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''));
      return rows.map((row) => row[0]);
    };
    expect(await numbers(filters)).toEqual([soon.number]);
    const wide = { ...filters, date_to: addDays(todayJst(), 60) };
    expect(await numbers(wide)).toEqual([soon.number, later.number]);
  });
});
