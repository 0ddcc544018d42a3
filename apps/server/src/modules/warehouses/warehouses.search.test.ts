import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Api,
  signedIn,
  storeSetting,
  storeWarehouse,
  warehouseBody,
  WAREHOUSES,
} from './warehouses.test-support.ts';

let app: TestApp;
let yamada: Api;
beforeAll(async () => {
  app = await startTestApp();
  yamada = await signedIn(app);
});
afterAll(() => app?.close());

describe('warehouse list and trail', () => {
  it('searches by keyword and type, sorts and pages', async () => {
    await storeWarehouse(yamada, { code: 'SRCH-B', name: '検索倉庫B' });
    await storeWarehouse(yamada, { code: 'SRCH-A', name: '検索倉庫A' });
    const rsl = await storeSetting(yamada);
    await storeWarehouse(yamada, {
      code: 'SRCH-C',
      name: '検索倉庫C',
      type: 'rsl',
      app_setting_id: rsl.id,
    });
    const own = await yamada('POST', `${WAREHOUSES}/search`, { keyword: '検索倉庫', type: 'own' });
    expect(own.body.data.data.map((row: { code: string }) => row.code)).toEqual([
      'SRCH-A',
      'SRCH-B',
    ]);
    const paged = await yamada('POST', `${WAREHOUSES}/search`, {
      keyword: 'srch',
      sort: 'code',
      direction: 'desc',
      per_page: 2,
      page: 2,
    });
    expect(paged.body.data).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
    expect(paged.body.data.data.map((row: { code: string }) => row.code)).toEqual(['SRCH-A']);
  });

  it('records who changed which field in the audit trail', async () => {
    const created = await storeWarehouse(yamada);
    await yamada('PUT', `${WAREHOUSES}/update/${created.id}`, {
      ...warehouseBody({ code: created.code, cutoff_time: '14:30' }),
      version: 1,
    });
    const trail = await yamada('GET', `/api/audits/warehouses/${created.id}`);
    const [update] = trail.body.data.data;
    expect(update).toMatchObject({
      action: 'update',
      user_name: '山田 太郎',
      changes: { cutoff_time: { from: '13:00', to: '14:30' } },
    });
  });
});
