import type { ShopDto, ShopLogoDto } from '@logi/shared';
import type { ShopRow } from './shops.table.ts';

export type WarehouseGroupRef = { id: number; name: string };

export function toShopDto(
  row: ShopRow,
  warehouseGroup: WarehouseGroupRef | null,
  logo: ShopLogoDto | null,
): ShopDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    mall: row.mall,
    url: row.url,
    warehouseGroupId: row.warehouseGroupId,
    warehouseGroup,
    isActive: row.isActive,
    unallocatableDays: row.unallocatableDays,
    senderPostalCode: row.senderPostalCode,
    senderPrefecture: row.senderPrefecture,
    senderCity: row.senderCity,
    senderTown: row.senderTown,
    senderBuilding: row.senderBuilding,
    senderPhone: row.senderPhone,
    deliveryNoteMessage: row.deliveryNoteMessage,
    yamatoBillingCustomerCode: row.yamatoBillingCustomerCode,
    yamatoBillingClassCode: row.yamatoBillingClassCode,
    yamatoFreightNumber: row.yamatoFreightNumber,
    sagawaCustomerCode: row.sagawaCustomerCode,
    logo,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
