import { STOCK_LOCATION_LABELS as L, type StockPlaceDto } from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { allocatedAlongWalk, placedSum, walk } from './stock-location-parts.ts';
import { Placements } from './stock-locations.ts';

type Row = {
  id: number;
  product_id: number;
  warehouse_id: number;
  on_hand: number;
  allocated: number;
};

/**
 * A stock row's pieces per shelf, in the picker's walk, then 棚番未設定 (empty when nothing lies on
 * a shelf). Allocated pieces are placed along the walk, as the picking list names them.
 */
export async function stockPlacesOf(
  db: DbOrTx,
  scope: OrganisationScope,
  row: Row,
): Promise<StockPlaceDto[]> {
  const stock = {
    id: row.id,
    productId: row.product_id,
    warehouseId: row.warehouse_id,
    onHand: row.on_hand,
  };
  const placements = await Placements.load(db, scope, [stock]);
  const places = placements.places.get(row.id)!;
  if (placedSum(places) === 0) return [];
  const { perShelf, unplaced } = allocatedAlongWalk(places, placements.shelves, row.allocated);
  const shelves: StockPlaceDto[] = walk(places, placements.shelves).map((shelf) => {
    const onHand = places.get(shelf.id)!;
    const allocated = perShelf.get(shelf.id) ?? 0;
    const { name } = placements.shelves.get(shelf.id)!;
    const common = { locationId: shelf.id, code: shelf.code, name, pickable: shelf.pickable };
    return { ...common, onHand, allocated, free: onHand - allocated };
  });
  const rest = row.on_hand - placedSum(places);
  if (rest === 0) return shelves;
  const none = { locationId: null, code: null, name: L.unplaced, pickable: null };
  return [...shelves, { ...none, onHand: rest, allocated: unplaced, free: rest - unplaced }];
}
