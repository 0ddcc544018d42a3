import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import type { ProbeOwner, ProbeRequest, TenancyProbe } from './route-inventory.ts';

/**
 * Tenancy probes of the product CSV import for route-inventory.ts: the file names the owner's
 * supplier by code. The owner's file passes; another organisation's caller cannot resolve the code
 * (a 422 line error), so the import reads and writes only the caller's own organisation.
 */
async function fileNamingOwnersSupplier(owner: ProbeOwner, path: string): Promise<ProbeRequest> {
  const code = `SUP-${crypto.randomUUID().slice(0, 8)}`;
  await owner.db
    .insert(suppliers)
    .values({ organisationId: owner.organisationId, code, name: '株式会社プローブ仕入' });
  const productCode = `PRB-${crypto.randomUUID().slice(0, 8)}`;
  return {
    path,
    raw: `商品コード,商品名,販売価格,原価,仕入先コード\r\n${productCode},プローブ商品,1,1,${code}\r\n`,
    intruderStatus: 422,
    leaks: (text) => text.includes('"row_count":1'),
  };
}

const probe = (path: string): TenancyProbe => ({
  kind: 'listing',
  arrange: (owner) => fileNamingOwnersSupplier(owner, path),
});

export const productImportProbes = {
  validate: probe('/api/products/csv_import/validate'),
  import: probe('/api/products/csv_import'),
};
