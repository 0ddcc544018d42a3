import { STOCK_LOCATION_LABELS as L, STOCK_LOCATION_MESSAGES as M } from '@logi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { rowsAsArrays } from '../../db/row-arrays.ts';
import { intArray } from '../../db/sql.ts';
import { defaultLocationIds, locationFacts } from '../locations/index.ts';
import { freeAt, placeChange, type Places, type Shelf } from './stock-location-parts.ts';
import { lotParts, type Lot, type LotPart, type LotRef } from './stock-lot-parts.ts';
import {
  coveredLotPlaces,
  lotsAtPlace,
  placeLotMoves,
  type LotMove,
  type LotPlaces,
} from './stock-lot-location-parts.ts';
import { lotPlacesOf, writeLotPlaces } from './stock-lot-locations.ts';
import type { Deltas } from './stocks.service.ts';
import { stockRefusal } from './stocks.service.ts';
import type { StockRow } from './stocks.table.ts';

/**
 * The stock service's shelf rows (stock_locations, decision 066): read and written only by the
 * service under the lock of their stock row, like the lots.
 */

/** The shelf a change names: an id, or null for 棚番未設定; absent, the service's rule places it. */
export type LocationRef = number | null;

type Row = Pick<StockRow, 'id' | 'productId' | 'warehouseId' | 'onHand'>;

export class Placements {
  private readonly touched = new Set<number>();
  /** Rows whose lot × shelf changed (ロット管理 rows only). */
  private readonly lotTouched = new Set<number>();

  private constructor(
    readonly places: Map<number, Places>,
    readonly shelves: Map<number, Shelf & { warehouseId: number; name: string }>,
    private readonly defaults: Map<string, number>,
    /** Lot × shelf as stored (ロット管理 rows; others hold none). */
    readonly lotPlaces: Map<number, LotPlaces> = new Map(),
  ) {}

  /** The shelves of `rows`, the shelves `named`, and the rows' products' defaults. */
  static async load(
    tx: DbOrTx,
    scope: OrganisationScope,
    rows: readonly Row[],
    named: number[] = [],
  ) {
    const places = new Map<number, Places>(rows.map((row) => [row.id, new Map()]));
    if (rows.length === 0) return new Placements(places, new Map(), new Map());
    const { rows: held } = await tx.execute<{
      stock_id: number;
      location_id: number;
      on_hand: number;
    }>(sql`
      select stock_id, location_id, on_hand from stock_locations
       where ${inScope('stock_locations', scope, sql`stock_id = any(${intArray(rows.map((row) => row.id))})`)}`);
    for (const h of held) places.get(h.stock_id)?.set(h.location_id, h.on_hand);
    const defaults = await defaultLocationIds(tx, scope, rows);
    const lotPlaces = await lotPlacesOf(
      tx,
      scope,
      rows.map((row) => row.id),
    );
    const lotShelves = [...lotPlaces.values()].flatMap((lp) =>
      [...lp.values()].flatMap((p) => [...p.keys()]),
    );
    const ids = [...held.map((h) => h.location_id), ...defaults.values(), ...named, ...lotShelves];
    const shelves = await locationFacts(tx, scope, ids);
    return new Placements(places, shelves, defaults, lotPlaces);
  }

  /** The shelf `ref` names in the row's warehouse, refused when it is not one of them. */
  private shelfOf(row: Row, ref: number, field: string) {
    const shelf = this.shelves.get(ref);
    if (!shelf || shelf.warehouseId !== row.warehouseId)
      throw stockRefusal(M.locationNotFound, field);
    return shelf.id;
  }

  /** Places a change of on_hand by `delta` on the row's shelves; returns the shelf the ledger names. */
  change(row: Row, delta: number, ref?: LocationRef, field = 'locationId') {
    if (delta === 0) return null;
    this.touched.add(row.id);
    const target = this.target(row, delta, ref, field);
    return placeChange(this.places.get(row.id)!, this.shelves, row.onHand, delta, target);
  }

  /** Where a change lands: the named place, else an increase's 標準棚番 (or none). */
  private target(row: Row, delta: number, ref: LocationRef | undefined, field: string) {
    const named = ref !== undefined;
    const id = named
      ? ref === null
        ? null
        : this.shelfOf(row, ref, field)
      : delta > 0
        ? (this.defaults.get(`${row.warehouseId}:${row.productId}`) ?? null)
        : null;
    return { id, named };
  }

  /** A ロット管理 row's lot × shelf, made to agree with its shelves and `lots` (as they stand). */
  private covered(row: Row, lots: readonly Lot[]) {
    const stored = this.lotPlaces.get(row.id) ?? new Map();
    const lotPlaces = coveredLotPlaces(stored, this.places.get(row.id)!, lots, this.shelves);
    this.lotPlaces.set(row.id, lotPlaces);
    return lotPlaces;
  }

  /**
   * The lot parts of a ロット管理 row's change (`lots` changed in place): a decrease at a named
   * place that names no lot takes that place's lots first expiry first; otherwise the lot rule.
   */
  lotPartsOf(
    row: Row,
    lots: Lot[],
    deltas: Deltas,
    today: string,
    lot?: LotRef,
    ref?: LocationRef,
  ) {
    const onHand = deltas.onHand ?? 0;
    if (lot || ref === undefined || onHand >= 0 || (deltas.allocated ?? 0) !== 0)
      return lotParts(lots, deltas, today, lot);
    const place = ref === null ? null : this.shelfOf(row, ref, 'locationId');
    const taken = lotsAtPlace(this.covered(row, lots), lots, place, -onHand, this.shelves);
    return taken.flatMap((part, i): LotPart[] =>
      lotParts(
        lots,
        { onHand: part.quantity, nonSellable: i === 0 ? (deltas.nonSellable ?? 0) : 0 },
        today,
        {
          lotNo: part.lotNo,
        },
      ),
    );
  }

  /** A ロット管理 row's lots' moves placed on its lot × shelf and shelves (`lots`: before the change). */
  changeLots(row: Row, lots: readonly Lot[], moved: readonly LotMove[], ref?: LocationRef) {
    const delta = moved.reduce((sum, m) => sum + m.quantity, 0);
    if (moved.every((m) => m.quantity === 0)) return null;
    const target = this.target(row, delta, ref, 'locationId');
    this.touched.add(row.id);
    this.lotTouched.add(row.id);
    const lotPlaces = this.covered(row, lots);
    return placeLotMoves(lotPlaces, this.places.get(row.id)!, this.shelves, lots, moved, target);
  }

  /** Writes the touched rows' shelves as they end; empty shelves lose their row. */
  async write(tx: Tx, scope: OrganisationScope, rows: ReadonlyMap<number, Row>) {
    if (this.touched.size === 0) return;
    const lotRows = [...this.lotTouched].map(
      (id) =>
        [
          id,
          { warehouseId: rows.get(id)!.warehouseId, lotPlaces: this.lotPlaces.get(id)! },
        ] as const,
    );
    await writeLotPlaces(tx, scope, new Map(lotRows));
    this.lotTouched.clear();
    const entries = [...this.touched].flatMap((stockId) =>
      [...this.places.get(stockId)!].map(([locationId, onHand]) => ({
        stockId,
        warehouseId: rows.get(stockId)!.warehouseId,
        locationId,
        onHand,
      })),
    );
    if (entries.length > 0) {
      const values = rowsAsArrays(
        entries,
        [
          { name: 'stock_id', type: 'int4', value: (e) => e.stockId },
          { name: 'warehouse_id', type: 'int4', value: (e) => e.warehouseId },
          { name: 'location_id', type: 'int4', value: (e) => e.locationId },
          { name: 'on_hand', type: 'int4', value: (e) => e.onHand },
        ],
        'p',
      );
      await tx.execute(sql`
        insert into stock_locations (organisation_id, warehouse_id, stock_id, location_id, on_hand)
        select ${scope.organisationId}, p.warehouse_id, p.stock_id, p.location_id, p.on_hand
          from ${values}
        on conflict (stock_id, location_id) do update set on_hand = excluded.on_hand
         where stock_locations.organisation_id = excluded.organisation_id`);
    }
    // Only a shelf emptied by this change needs its row removed (most changes empty none).
    if (entries.every((e) => e.onHand > 0)) return void this.touched.clear();
    await tx.execute(sql`
      delete from stock_locations
       where ${inScope('stock_locations', scope, sql`stock_id = any(${intArray([...this.touched])}) and on_hand = 0`)}`);
    this.touched.clear();
  }

  /** 棚移動: `qty` pieces from `from` (null: 棚番未設定) to `to`, refused beyond the source's free pieces. */
  relocate(
    row: Row & { allocated: number },
    from: LocationRef,
    to: number,
    qty: number,
    lot?: { lots: readonly Lot[]; lotNo?: string },
  ) {
    const source = from === null ? null : this.shelfOf(row, from, 'fromLocationId');
    const target = this.shelfOf(row, to, 'toLocationId');
    if (source === target) throw stockRefusal(M.sameLocation, 'toLocationId');
    const places = this.places.get(row.id)!;
    const free = freeAt(places, this.shelves, row, source);
    if (free < qty) {
      const name = source === null ? L.unplaced : this.shelves.get(source)!.code;
      throw stockRefusal(M.short(name, Math.max(0, free), qty), 'quantity');
    }
    this.touched.add(row.id);
    if (lot) {
      this.relocateLots(row, lot.lots, source, target, qty, lot.lotNo);
      return { source, target };
    }
    if (source !== null) places.set(source, places.get(source)! - qty);
    places.set(target, (places.get(target) ?? 0) + qty);
    return { source, target };
  }

  /** 棚移動 of a ロット管理 row: the named lot's pieces at the source, else its lots first expiry first. */
  private relocateLots(
    row: Row,
    lots: readonly Lot[],
    source: number | null,
    target: number,
    qty: number,
    lotNo?: string,
  ) {
    const lotPlaces = this.covered(row, lots);
    const out =
      lotNo === undefined
        ? lotsAtPlace(lotPlaces, lots, source, qty, this.shelves, (_, at) => at)
        : [{ lotNo, quantity: -qty }];
    const places = this.places.get(row.id)!;
    placeLotMoves(lotPlaces, places, this.shelves, lots, out, { id: source, named: true });
    const back = out.map((m) => ({ lotNo: m.lotNo, quantity: -m.quantity }));
    placeLotMoves(lotPlaces, places, this.shelves, lots, back, { id: target, named: true });
    this.lotTouched.add(row.id);
  }
}

/** One row's change placed and written (the one-by-one path); returns the shelf the ledger names. */
export async function placeOne(
  tx: Tx,
  scope: OrganisationScope,
  row: Row,
  delta: number,
  ref?: LocationRef,
) {
  if (delta === 0) return null;
  const placements = await Placements.load(tx, scope, [row], typeof ref === 'number' ? [ref] : []);
  const locationId = placements.change(row, delta, ref);
  await placements.write(tx, scope, new Map([[row.id, row]]));
  return locationId;
}

/** A ロット管理 row's shelves when its change moves on_hand (else none: nothing lands on a shelf). */
export async function placementsOf(
  tx: Tx,
  scope: OrganisationScope,
  row: Row,
  deltas: Deltas,
  ref?: LocationRef,
) {
  if ((deltas.onHand ?? 0) === 0) return undefined;
  return Placements.load(tx, scope, [row], typeof ref === 'number' ? [ref] : []);
}

/** A ロット管理 row's lots' moves placed and written alone (初期登録's first lot). */
export async function placeLotsOne(
  tx: Tx,
  scope: OrganisationScope,
  row: Row,
  lots: readonly Lot[],
  moved: readonly LotMove[],
) {
  if (moved.every((m) => m.quantity === 0)) return null;
  const placements = await Placements.load(tx, scope, [row]);
  const locationId = placements.changeLots(row, lots, moved);
  await placements.write(tx, scope, new Map([[row.id, row]]));
  return locationId;
}
