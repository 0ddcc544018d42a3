import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { appSettings } from '../app-settings/app-settings.table.ts';
import { createSecretBox } from '../app-settings/index.ts';
import { organisations } from '../organisations/organisations.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { checkSettingConnection, providerForWarehouse } from './provider-factory.ts';
import { PROVIDER_MESSAGES, WarehouseApiError } from './warehouse-api-error.ts';
import { startSimForTests, type SimForTests } from './warehouse-sim.test-support.ts';

// The factory opens a warehouse's sealed credentials and reaches the simulator with them.
let sim: SimForTests;
const box = createSecretBox(randomBytes(32));
const organisationId = randomUUID();
const scope = organisationScope(organisationId);
const ids: Record<string, number> = {};
const options = () => ({ outbound: sim.outbound });

beforeAll(async () => {
  sim = await startSimForTests();
  const { apiKey, apiSecret } = await sim.account();
  const db = sim.database.db;
  await db.insert(organisations).values({ id: organisationId, name: '株式会社テスト' });
  const settings = await db
    .insert(appSettings)
    .values([
      {
        organisationId,
        name: 'RSL',
        kind: 'rsl',
        endpointUrl: sim.url,
        credentials: { licenseKey: box.seal(apiKey), serviceSecret: box.seal(apiSecret) },
      },
      {
        organisationId,
        name: 'RSL（誤った鍵）',
        kind: 'rsl',
        endpointUrl: sim.url,
        credentials: { licenseKey: box.seal(apiKey), serviceSecret: box.seal('wrong') },
      },
      { organisationId, name: 'RSL（停止中）', kind: 'rsl', endpointUrl: sim.url, isActive: false },
    ])
    .returning({ id: appSettings.id });
  const address = { postalCode: '1350064', prefecture: '東京都', city: '江東区', town: '青海' };
  const rows = await db
    .insert(warehouses)
    .values([
      { organisationId, code: 'OWN', name: '自社', type: 'own', ...address },
      {
        organisationId,
        code: 'RSL',
        name: 'RSL',
        type: 'rsl',
        appSettingId: settings[0]!.id,
        ...address,
      },
      {
        organisationId,
        code: 'BAD',
        name: '誤',
        type: 'rsl',
        appSettingId: settings[1]!.id,
        ...address,
      },
      {
        organisationId,
        code: 'OFF',
        name: '停',
        type: 'rsl',
        appSettingId: settings[2]!.id,
        ...address,
      },
    ])
    .returning({ id: warehouses.id, code: warehouses.code });
  for (const row of rows) ids[row.code] = row.id;
});
afterAll(async () => {
  await sim?.close();
});

describe('providerForWarehouse', () => {
  it('gives the own-warehouse adapter for an own warehouse', async () => {
    const provider = await providerForWarehouse(sim.database.db, scope, ids.OWN!, box, options());
    expect(provider.kind).toBe('own');
  });

  it('reaches the simulator with the setting opened credentials (license key → X-Api-Key)', async () => {
    const provider = await providerForWarehouse(sim.database.db, scope, ids.RSL!, box, options());
    expect(provider.kind).toBe('http');
    expect((await provider.checkConnection()).succeeded).toBe(true);
    const bad = await providerForWarehouse(sim.database.db, scope, ids.BAD!, box, options());
    expect(await bad.checkConnection()).toMatchObject({
      succeeded: false,
      message: PROVIDER_MESSAGES.unauthorized,
    });
  });

  it('refuses an inactive setting, and another organisation warehouse, with a Japanese message', async () => {
    const inactive = providerForWarehouse(sim.database.db, scope, ids.OFF!, box, options());
    await expect(inactive).rejects.toThrow(
      new WarehouseApiError('refused', PROVIDER_MESSAGES.settingInactive),
    );
    const [off] = await sim.database.db
      .select()
      .from(appSettings)
      .where(eq(appSettings.name, 'RSL（停止中）'));
    expect(await checkSettingConnection(off!, box, options())).toEqual({
      succeeded: false,
      message: PROVIDER_MESSAGES.settingInactive,
    });
    const foreign = providerForWarehouse(
      sim.database.db,
      organisationScope(randomUUID()),
      ids.RSL!,
      box,
      options(),
    );
    await expect(foreign).rejects.toThrow(PROVIDER_MESSAGES.warehouseNotFound);
  });
});
