import { TEXTS } from '@logi/shared';
import { appSettings } from '../modules/app-settings/app-settings.table.ts';
import {
  warehouseGroupMembers,
  warehouseGroups,
} from '../modules/warehouse-groups/warehouse-groups.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import { locations } from '../modules/locations/locations.table.ts';
import type { ProbeOwner, ProbeRequest, TenancyProbe } from './route-inventory.ts';

/** Tenancy probes of system-integration settings, warehouses, their locations and groups. */

const marker = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** The owner's record: its id, the unique text (name or code) that tells it leaked, and more. */
type ProbeRecord = { id: number; key: string; warehouseId?: number };
type Arrange = (owner: ProbeOwner) => Promise<ProbeRecord>;

const settingRecord: Arrange = async (owner) => {
  const key = marker('SET');
  const [row] = await owner.db
    .insert(appSettings)
    .values({
      organisationId: owner.organisationId,
      name: key,
      kind: 'rsl',
      endpointUrl: 'https://rsl.example',
    })
    .returning({ id: appSettings.id });
  return { id: row!.id, key };
};

const warehouseRecord: Arrange = async (owner) => {
  const key = marker('WH');
  const [row] = await owner.db
    .insert(warehouses)
    .values({ organisationId: owner.organisationId, code: key, name: 'プローブ倉庫', type: 'own' })
    .returning({ id: warehouses.id });
  return { id: row!.id, key };
};

const groupRecord: Arrange = async (owner) => {
  const warehouse = await warehouseRecord(owner);
  const key = marker('GRP');
  const [row] = await owner.db
    .insert(warehouseGroups)
    .values({ organisationId: owner.organisationId, name: key })
    .returning({ id: warehouseGroups.id });
  await owner.db.insert(warehouseGroupMembers).values({
    organisationId: owner.organisationId,
    groupId: row!.id,
    warehouseId: warehouse.id,
    position: 1,
  });
  return { id: row!.id, key, warehouseId: warehouse.id };
};

const locationRecord: Arrange = async (owner) => {
  const warehouse = await warehouseRecord(owner);
  const key = marker('LOC');
  const [row] = await owner.db
    .insert(locations)
    .values({
      organisationId: owner.organisationId,
      warehouseId: warehouse.id,
      code: key,
      name: 'プローブ棚',
      routeOrder: 10,
    })
    .returning({ id: locations.id });
  return { id: row!.id, key, warehouseId: warehouse.id };
};

function probesOf(base: string, arrange: Arrange, validBody: (record: ProbeRecord) => object) {
  const probe = (
    kind: 'record' | 'listing',
    request: (record: ProbeRecord) => Omit<ProbeRequest, 'leaks'>,
    leaks = (record: ProbeRecord, text: string) => text.includes(record.key),
  ): TenancyProbe => ({
    kind,
    arrange: async (owner) => {
      const record = await arrange(owner);
      return { ...request(record), leaks: (text) => leaks(record, text) };
    },
  });
  return {
    search: probe('listing', () => ({ path: `${base}/search`, body: { per_page: 100 } })),
    export: probe('listing', () => ({ path: `${base}/export`, body: { encoding: 'utf8' } })),
    show: probe('record', ({ id }) => ({ path: `${base}/show/${id}` })),
    // Unique per organisation: another one may take the owner's name or code, and is not told it is taken.
    store: probe(
      'listing',
      (record) => ({
        path: `${base}/store`,
        body: validBody(record),
        intruderStatus: record.warehouseId ? 422 : 201,
        ownerStatus: 422,
      }),
      (_record, text) => text.includes(TEXTS.duplicate),
    ),
    update: probe('record', (record) => ({
      path: `${base}/update/${record.id}`,
      body: { ...validBody(record), version: 1 },
    })),
    // A delete answers 204 without a body: the empty answer is the owner's record gone.
    destroy: probe(
      'record',
      ({ id }) => ({ path: `${base}/destroy/${id}`, ownerStatus: 204 }),
      (_record, text) => text === '',
    ),
  };
}

export const appSettingProbes = {
  ...probesOf('/api/app_settings', settingRecord, ({ key }) => ({
    name: key,
    kind: 'rsl',
    endpoint_url: 'https://rsl.example',
    credentials: { service_secret: 'probe-service-secret', license_key: 'probe-license-key' },
    is_active: true,
  })),
  // The owner's answer carries a test result; another organisation's is a bare 404.
  connectionTest: {
    kind: 'record',
    arrange: async (owner) => {
      const { id } = await settingRecord(owner);
      return {
        path: `/api/app_settings/connection_test/${id}`,
        leaks: (text) => text.includes('tested_at'),
      };
    },
  } satisfies TenancyProbe,
};

export const warehouseProbes = probesOf('/api/warehouses', warehouseRecord, ({ key }) => ({
  code: key,
  name: 'プローブ倉庫',
  type: 'own',
  in_use: true,
  is_active: true,
}));

// Another organisation cannot name the owner's warehouse as a member: its store is refused (422).
export const warehouseGroupProbes = probesOf(
  '/api/warehouse_groups',
  groupRecord,
  ({ key, warehouseId }) => ({ name: key, warehouse_ids: [warehouseId] }),
);

// Another organisation cannot file a shelf under the owner's warehouse: its store is refused (422).
export const locationProbes = probesOf(
  '/api/locations',
  locationRecord,
  ({ key, warehouseId }) => ({
    warehouse_id: warehouseId,
    code: key,
    name: 'プローブ棚',
    route_order: 10,
    pickable: true,
  }),
);
