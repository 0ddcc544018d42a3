import { TEXTS } from '@logi/shared';
import { shopLogos } from '../modules/shops/shop-logos.table.ts';
import { pngLogo } from '../modules/shops/shop-logos.test-support.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import { vendors } from '../modules/vendors/vendors.table.ts';
import type { ProbeOwner, ProbeRequest, TenancyProbe } from './route-inventory.ts';

/** Tenancy probes of the masters (suppliers, vendors, shops) for route-inventory.ts. */

const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

type MasterRecord = { id: number; code: string };
type Arrange = (owner: ProbeOwner) => Promise<MasterRecord>;

const supplierRecord: Arrange = async (owner) => {
  const code = uniqueCode('SUP');
  const [row] = await owner.db
    .insert(suppliers)
    .values({ organisationId: owner.organisationId, code, name: '株式会社プローブ仕入' })
    .returning({ id: suppliers.id });
  return { id: row!.id, code };
};

const vendorRecord: Arrange = async (owner) => {
  const code = uniqueCode('VEN');
  const [row] = await owner.db
    .insert(vendors)
    .values({ organisationId: owner.organisationId, vendorCode: code, name: 'プローブベンダー' })
    .returning({ id: vendors.id });
  return { id: row!.id, code };
};

const shopRecord: Arrange = async (owner) => {
  const code = uniqueCode('SHOP');
  const [row] = await owner.db
    .insert(shops)
    .values({ organisationId: owner.organisationId, code, name: 'プローブ店', mall: '楽天市場' })
    .returning({ id: shops.id });
  return { id: row!.id, code };
};

/** The six probes of one master resource: list, export, show, store, update and destroy. */
export function masterProbes(base: string, arrange: Arrange, validBody: (code: string) => object) {
  const probe = (
    kind: 'record' | 'listing',
    request: (record: MasterRecord) => Omit<ProbeRequest, 'leaks'>,
  ): TenancyProbe => ({
    kind,
    arrange: async (owner) => {
      const record = await arrange(owner);
      return { ...request(record), leaks: (text) => text.includes(record.code) };
    },
  });
  return {
    search: probe('listing', () => ({ path: `${base}/search`, body: { per_page: 100 } })),
    export: probe('listing', () => ({ path: `${base}/export`, body: { encoding: 'utf8' } })),
    show: probe('record', ({ id }) => ({ path: `${base}/show/${id}` })),
    // Codes are unique per organisation: another one may take the owner's code, and is not told it is taken.
    store: {
      kind: 'listing',
      arrange: async (owner) => {
        const { code } = await arrange(owner);
        return {
          path: `${base}/store`,
          body: validBody(code),
          intruderStatus: 201,
          ownerStatus: 422,
          leaks: (text) => text.includes(TEXTS.duplicate),
        };
      },
    } satisfies TenancyProbe,
    update: probe('record', ({ id, code }) => ({
      path: `${base}/update/${id}`,
      body: { ...validBody(code), version: 1 },
    })),
    // A delete answers 204 without a body: the empty answer is the owner's record gone.
    destroy: {
      kind: 'record',
      arrange: async (owner) => {
        const { id } = await arrange(owner);
        return { path: `${base}/destroy/${id}`, ownerStatus: 204, leaks: (text) => text === '' };
      },
    } satisfies TenancyProbe,
  };
}

export const supplierProbes = masterProbes('/api/suppliers', supplierRecord, (code) => ({
  code,
  name: '株式会社プローブ仕入',
}));

export const vendorProbes = masterProbes('/api/vendors', vendorRecord, (code) => ({
  vendor_code: code,
  name: 'プローブベンダー',
}));

export const shopProbes = masterProbes('/api/shops', shopRecord, (code) => ({
  code,
  name: 'プローブ店',
  mall: '楽天市場',
  is_active: true,
}));

/** A shop with a logo of a width of its own, so an answer naming that width is the owner's. */
const shopWithLogo = async (owner: ProbeOwner) => {
  const { id } = await shopRecord(owner);
  const width = 100 + Math.floor(Math.random() * 900);
  const data = pngLogo(width, 10);
  await owner.db.insert(shopLogos).values({
    organisationId: owner.organisationId,
    shopId: id,
    contentType: 'image/png',
    width,
    height: 10,
    data,
  });
  return { id, width, data };
};

/** The shop logo's image, upload and removal: another organisation's shop is a 404. */
export const shopLogoProbes: Record<'show' | 'update' | 'destroy', TenancyProbe> = {
  show: {
    kind: 'record',
    arrange: async (owner) => {
      const { id } = await shopWithLogo(owner);
      return { path: `/api/shops/logo/${id}`, leaks: (text) => text.includes('IHDR') };
    },
  },
  update: {
    kind: 'record',
    arrange: async (owner) => {
      const { id, width, data } = await shopWithLogo(owner);
      return {
        path: `/api/shops/logo/${id}`,
        body: { image: data.toString('base64') },
        leaks: (text) => text.includes(`"width":${width}`),
      };
    },
  },
  destroy: {
    kind: 'record',
    arrange: async (owner) => {
      const { id } = await shopWithLogo(owner);
      return { path: `/api/shops/logo/${id}`, ownerStatus: 204, leaks: (text) => text === '' };
    },
  },
};
