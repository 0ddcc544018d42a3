import { SIM_DEMO_ACCOUNTS } from '@logi/warehouse-sim';
import type { Tx } from '../db/client.ts';
import { appSettings } from '../modules/app-settings/app-settings.table.ts';
import type { SecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import {
  warehouseGroupMembers,
  warehouseGroups,
} from '../modules/warehouse-groups/warehouse-groups.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';

/** The demo group every demo organisation gets; the shops' seed allocates through it. */
export const DEMO_WAREHOUSE_GROUP_NAME = '標準グループ';

/** Where `npm start` runs the warehouse simulator (SIM_PORT's default). */
export const DEFAULT_WAREHOUSE_SIM_URL = 'http://localhost:3001';

/**
 * Per demo organisation: an RSL integration setting pointing at the warehouse simulator (the
 * organisation's own demo account there, sealed like real credentials: decision 036), the own
 * Tokyo warehouse, an RSL warehouse using that setting, and a group allocating Tokyo first.
 */
export async function seedDemoWarehouses(
  tx: Tx,
  secrets: SecretBox,
  warehouseSimUrl = DEFAULT_WAREHOUSE_SIM_URL,
): Promise<void> {
  for (const [index, { uuid: organisationId }] of DEMO_ORGANISATIONS.entries()) {
    const account = SIM_DEMO_ACCOUNTS[index % SIM_DEMO_ACCOUNTS.length]!;
    const [setting] = await tx
      .insert(appSettings)
      .values({
        organisationId,
        name: 'RSL連携（デモ）',
        kind: 'rsl',
        endpointUrl: warehouseSimUrl,
        credentials: {
          serviceSecret: secrets.seal(account.apiSecret),
          licenseKey: secrets.seal(account.apiKey),
        },
      })
      .returning({ id: appSettings.id });
    const [tokyo, rsl] = await tx
      .insert(warehouses)
      .values([
        {
          organisationId,
          code: 'TOKYO',
          name: '東京倉庫',
          type: 'own',
          postalCode: '135-0064',
          prefecture: '東京都',
          city: '江東区',
          town: '青海2-7-4',
          building: 'ロジセンター3F',
          phone: '03-5500-1234',
          cutoffTime: '13:00',
        },
        {
          organisationId,
          code: 'RSL-ICHIKAWA',
          name: 'RSL市川',
          type: 'rsl',
          appSettingId: setting!.id,
          postalCode: '272-0002',
          prefecture: '千葉県',
          city: '市川市',
          town: '二俣新町20-1',
          phone: '047-300-5678',
          // RSL takes same-day requests until 15:29.
          cutoffTime: '15:00',
        },
      ])
      .returning({ id: warehouses.id });
    const [group] = await tx
      .insert(warehouseGroups)
      .values({ organisationId, name: DEMO_WAREHOUSE_GROUP_NAME })
      .returning({ id: warehouseGroups.id });
    await tx.insert(warehouseGroupMembers).values(
      [tokyo!, rsl!].map((warehouse, index) => ({
        organisationId,
        groupId: group!.id,
        warehouseId: warehouse.id,
        position: index + 1,
      })),
    );
  }
}
