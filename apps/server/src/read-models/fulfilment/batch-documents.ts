import type {
  CoolType,
  DeliveryCarrier,
  DeliveryMethod,
  DeliveryTimeSlot,
  ShippingInstructionStatusCode,
  TaxRate,
} from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { intArray } from '../../db/sql.ts';
import { pickingBatchOf } from './batch-reads.ts';
import { withLotShelves } from './lot-shelves.ts';
import { lotsOfOrderLines, splitByLot } from './parcel-lots.ts';

// What a picking batch's printed files (ピッキングリスト, 納品書, 送り状データ) are made from: each
// parcel with its order's recipient and delivery details, its shop's sender and contract codes,
// and its lines with product and price. The fulfilment module maps these onto the renderers.

type Address = {
  postalCode: string | null;
  prefecture: string | null;
  city: string | null;
  town: string | null;
  building: string | null;
  phone: string | null;
};

export type ParcelShop = Address & {
  id: number;
  name: string;
  deliveryNoteMessage: string | null;
  /** The 納品書 logo (PNG or JPEG), one Buffer per shop however many parcels name it. */
  logo: Buffer | null;
  yamatoBillingCustomerCode: string | null;
  yamatoBillingClassCode: string | null;
  yamatoFreightNumber: string | null;
  sagawaCustomerCode: string | null;
};

export type ParcelSourceLine = {
  productCode: string;
  janCode: string | null;
  productName: string;
  quantity: number;
  unitPrice: number;
  taxRate: TaxRate;
  /** The product's default pickable location (標準棚番) in the batch's warehouse, if any. */
  locationCode: string | null;
  /** That location's place on the picking route (順路). */
  routeOrder: number | null;
  /** The lot allocated and its 賞味期限 (ロット管理 products): a line per lot; else null. */
  lotNo: string | null;
  expiresOn: string | null;
};

export type ParcelSource = {
  orderNumber: string;
  status: ShippingInstructionStatusCode;
  orderedAt: Date;
  shipDate: string;
  recipient: Address & { name: string; postalCode: string; prefecture: string; city: string };
  shop: ParcelShop;
  method: DeliveryMethod | null;
  carrier: DeliveryCarrier | null;
  deliveryDate: string | null;
  timeSlot: DeliveryTimeSlot | null;
  cool: CoolType;
  codAmount: number | null;
  gift: boolean;
  deliveryNote: string | null;
  /** The order's fees on its first parcel only (the earliest instruction not cancelled), else 0. */
  shippingFee: number;
  codFee: number;
  lines: ParcelSourceLine[];
};

type ParcelRow = {
  instruction_id: number;
  status: ShippingInstructionStatusCode;
  order_number: string;
  ordered_at: Date | string;
  ship_date: string;
  recipient_name: string;
  postal_code: string;
  prefecture: string;
  city: string;
  town: string | null;
  building: string | null;
  phone: string | null;
  shop_id: number;
  shop_name: string;
  sender_postal_code: string | null;
  sender_prefecture: string | null;
  sender_city: string | null;
  sender_town: string | null;
  sender_building: string | null;
  sender_phone: string | null;
  delivery_note_message: string | null;
  yamato_billing_customer_code: string | null;
  yamato_billing_class_code: string | null;
  yamato_freight_number: string | null;
  sagawa_customer_code: string | null;
  delivery_method: DeliveryMethod | null;
  delivery_carrier: DeliveryCarrier | null;
  delivery_date: string | null;
  delivery_time_slot: DeliveryTimeSlot | null;
  cool_type: CoolType;
  cod_amount: number | null;
  gift: boolean;
  delivery_note: string | null;
  shipping_fee: number;
  cod_fee: number;
};
type LineRow = ParcelSourceLine & { instruction_id: number; orderLineId: number };

const toParcel = (
  row: ParcelRow,
  lines: LineRow[],
  logos: ReadonlyMap<number, Buffer>,
): ParcelSource => ({
  orderNumber: row.order_number,
  status: row.status,
  orderedAt: new Date(row.ordered_at),
  shipDate: row.ship_date,
  recipient: {
    name: row.recipient_name,
    postalCode: row.postal_code,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    phone: row.phone,
  },
  shop: {
    id: row.shop_id,
    name: row.shop_name,
    postalCode: row.sender_postal_code,
    prefecture: row.sender_prefecture,
    city: row.sender_city,
    town: row.sender_town,
    building: row.sender_building,
    phone: row.sender_phone,
    deliveryNoteMessage: row.delivery_note_message,
    logo: logos.get(row.shop_id) ?? null,
    yamatoBillingCustomerCode: row.yamato_billing_customer_code,
    yamatoBillingClassCode: row.yamato_billing_class_code,
    yamatoFreightNumber: row.yamato_freight_number,
    sagawaCustomerCode: row.sagawa_customer_code,
  },
  method: row.delivery_method,
  carrier: row.delivery_carrier,
  deliveryDate: row.delivery_date,
  timeSlot: row.delivery_time_slot,
  cool: row.cool_type,
  codAmount: row.cod_amount,
  gift: row.gift,
  deliveryNote: row.delivery_note,
  shippingFee: row.shipping_fee,
  codFee: row.cod_fee,
  lines: lines
    .filter((line) => line.instruction_id === row.instruction_id)
    .map(({ instruction_id: _, orderLineId: __, ...line }) => line),
});

/** A batch (404 when not the organisation's) with its parcels in their printed order. */
export async function batchDocumentSource(db: DbOrTx, scope: OrganisationScope, id: number) {
  const batch = await pickingBatchOf(db, scope, id);
  const { rows } = await db.execute<ParcelRow>(sql`
    select i.id as instruction_id, i.status, o.order_number, o.ordered_at, i.ship_date::text as ship_date,
           o.recipient_name, o.postal_code, o.prefecture, o.city, o.town, o.building, o.phone,
           s.id as shop_id, s.name as shop_name, s.sender_postal_code, s.sender_prefecture,
           s.sender_city, s.sender_town, s.sender_building, s.sender_phone,
           s.delivery_note_message, s.yamato_billing_customer_code, s.yamato_billing_class_code,
           s.yamato_freight_number, s.sagawa_customer_code, o.delivery_method,
           o.delivery_carrier, o.delivery_date::text as delivery_date, o.delivery_time_slot,
           o.cool_type, o.gift, o.delivery_note,
           case when first_parcel.id = i.id then in_parcel.cod_amount end as cod_amount,
           case when first_parcel.id = i.id then in_parcel.shipping_fee else 0 end as shipping_fee,
           case when first_parcel.id = i.id then in_parcel.cod_fee else 0 end as cod_fee
      from picking_batch_instructions bi
      join shipping_instructions i
        on i.organisation_id = bi.organisation_id and i.id = bi.instruction_id
      join orders o on o.organisation_id = i.organisation_id and o.id = i.order_id
      join shops s on s.organisation_id = o.organisation_id and s.id = o.shop_id
      -- A split order's customer pays once: its 代引, 送料 and fees go with the first parcel only.
      cross join lateral (
        select min(fi.id) as id from shipping_instructions fi
         where fi.organisation_id = o.organisation_id and fi.order_id = o.id
           and fi.status <> 'cancelled') first_parcel
      -- A 同梱 parcel (decision 063) collects what each of its orders is owed, in one sum.
      cross join lateral (
        select sum(po.cod_amount)::int as cod_amount, sum(po.shipping_fee)::int as shipping_fee,
               sum(po.cod_fee)::int as cod_fee
          from orders po
         where po.organisation_id = i.organisation_id and po.id in (
           select pl.order_id from shipping_instruction_lines pil
             join order_lines pl on pl.organisation_id = pil.organisation_id and pl.id = pil.order_line_id
            where pil.organisation_id = i.organisation_id and pil.instruction_id = i.id)) in_parcel
     where ${inScope('bi', scope, sql`bi.batch_id = ${id}`)}
     order by bi.position`);
  const { rows: unsplit } = await db.execute<Omit<LineRow, 'lotNo' | 'expiresOn'>>(sql`
    select il.instruction_id, il.order_line_id as "orderLineId", p.product_code as "productCode", p.jan_code as "janCode",
           p.name as "productName", il.quantity, ol.unit_price as "unitPrice",
           p.tax_rate as "taxRate", coalesce(held.code, l.code) as "locationCode",
           coalesce(held.route_order, l.route_order) as "routeOrder"
      from shipping_instruction_lines il
      join products p on p.organisation_id = il.organisation_id and p.id = il.product_id
      join order_lines ol on ol.organisation_id = il.organisation_id and ol.id = il.order_line_id
      -- Where the picker walks to: the product's default shelf here, a reserve shelf not counted.
      left join product_locations pl
        on pl.organisation_id = il.organisation_id and pl.warehouse_id = ${batch.warehouseId}
       and pl.product_id = il.product_id
      left join locations l
        on l.organisation_id = pl.organisation_id and l.id = pl.location_id and l.pickable
      -- Stock per location: the first pickable shelf on the walk holding pieces, where the
      -- allocated pieces lie (decision 066); none: the default shelf above.
      left join lateral (
        select hl.code, hl.route_order from stocks st
          join stock_locations sl on sl.organisation_id = st.organisation_id and sl.stock_id = st.id
          join locations hl on hl.organisation_id = sl.organisation_id and hl.id = sl.location_id
         where st.organisation_id = il.organisation_id and st.warehouse_id = ${batch.warehouseId}
           and st.product_id = il.product_id and sl.on_hand > 0 and hl.pickable
         order by hl.route_order, hl.code limit 1) held on true
     where il.instruction_id = any(${intArray(rows.map((row) => row.instruction_id))})
     order by il.instruction_id, il.line_number`);
  // Parcels in their printed order, so an order line split over parcels gives its earliest lot first.
  const position = new Map(rows.map((row, index) => [row.instruction_id, index]));
  unsplit.sort((a, b) => position.get(a.instruction_id)! - position.get(b.instruction_id)!);
  const lots = await lotsOfOrderLines(
    db,
    scope,
    batch.warehouseId,
    unsplit.map((line) => line.orderLineId),
  );
  // A lot line is picked where that lot lies (decision 066 § lot × shelf).
  const lines: LineRow[] = await withLotShelves(
    db,
    scope,
    batch.warehouseId,
    splitByLot(unsplit, lots),
  );
  // Each shop's logo read once, apart from the parcels: up to 200 KB must not repeat per row.
  const { rows: logoRows } = await db.execute<{ shop_id: number; data: Buffer }>(sql`
    select shop_id, data from shop_logos l
     where ${inScope('l', scope, sql`l.shop_id = any(${intArray([...new Set(rows.map((row) => row.shop_id))])})`)}`);
  const logos = new Map(logoRows.map((row) => [row.shop_id, row.data]));
  return { batch, parcels: rows.map((row) => toParcel(row, lines, logos)) };
}

export type BatchDocumentSource = Awaited<ReturnType<typeof batchDocumentSource>>;
