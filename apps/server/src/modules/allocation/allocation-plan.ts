import {
  ALLOCATION_MESSAGES as M,
  type AllocationMethod,
  type AllocationPriority,
} from '@logi/shared';

/**
 * The allocation engine's decisions, in memory (docs/decisions/031): for one order, which
 * warehouse gives how many of each line and why. Pure: the caller has locked the stock rows and
 * applies what this returns through the stock service.
 */

export type PlanLine = {
  id: number;
  lineNumber: number;
  productId: number;
  productCode: string;
  /** quantity − allocated: what is still to allocate. */
  remaining: number;
};
export type PlanOrder = {
  id: number;
  lines: PlanLine[];
  /** Warehouses already holding this order's active allocations (受注単位 keeps to them). */
  heldWarehouseIds: number[];
};
/** A warehouse the order may draw from, in its group's order (members in use only). */
export type Candidate = { warehouseId: number; name: string };
export type PlanRules = {
  method: AllocationMethod;
  priority: AllocationPriority;
  allowPartial: boolean;
};

type Slot = { stockId: number; available: number };

/** Available pieces per product × warehouse: the locked stock rows, drawn down as orders take them. */
export class StockBook {
  // Nested maps on the ids: a batch looks slots up hundreds of thousands of times.
  private readonly slots = new Map<number, Map<number, Slot>>();
  set(productId: number, warehouseId: number, stockId: number, available: number) {
    let warehouses = this.slots.get(productId);
    if (!warehouses) this.slots.set(productId, (warehouses = new Map()));
    warehouses.set(warehouseId, { stockId, available });
  }
  slot(productId: number, warehouseId: number) {
    return this.slots.get(productId)?.get(warehouseId);
  }
  available(productId: number, warehouseId: number) {
    return this.slot(productId, warehouseId)?.available ?? 0;
  }
}

export type PlannedAllocation = {
  orderId: number;
  lineId: number;
  warehouseId: number;
  stockId: number;
  quantity: number;
  rank: number;
  reason: string;
  /** The lot taken (ロット管理 products, set by takeOrderLots after the plan). */
  lotNo?: string | null;
};
export type OrderPlan = { allocations: PlannedAllocation[]; notes: string[] };

/** A candidate with its place in the order tried and the words that say so. */
type Ranked = Candidate & { rank: number; choice: string };
const rank = (list: Candidate[], rules: PlanRules) =>
  list.map((c, index): Ranked => ({
    ...c,
    rank: index + 1,
    choice: M.choice(rules.priority, index + 1, c.name),
  }));
// In group order the list is the same for every order of a shop: ranked once per candidates list.
const inGroupOrder = new WeakMap<Candidate[], Ranked[]>();
/** Pieces taken in this order so far (per book slot), before they are committed to the book. */
type Draft = { taken: Map<Slot, number>; allocations: PlannedAllocation[]; notes: string[] };

function ranked(order: PlanOrder, candidates: Candidate[], rules: PlanRules, book: StockBook) {
  if (rules.method === 'order' && order.heldWarehouseIds.length > 0) {
    // 受注単位 never splits an order: a partly allocated one completes where it started.
    return ranking(
      candidates.filter((c) => order.heldWarehouseIds.includes(c.warehouseId)),
      order,
      rules,
      book,
    );
  }
  if (rules.priority === 'most_available') return ranking(candidates, order, rules, book);
  let list = inGroupOrder.get(candidates);
  if (!list) inGroupOrder.set(candidates, (list = rank(candidates, rules)));
  return list;
}

function ranking(list: Candidate[], order: PlanOrder, rules: PlanRules, book: StockBook) {
  if (rules.priority !== 'most_available') return rank(list, rules);
  // 在庫の多い順: the warehouse's stock of this order's products; ties keep the group's order (stable sort).
  const stockOf = (c: Candidate) =>
    order.lines.reduce((sum, line) => sum + book.available(line.productId, c.warehouseId), 0);
  return rank(
    [...list].sort((a, b) => stockOf(b) - stockOf(a)),
    rules,
  );
}

function free(draft: Draft, book: StockBook, productId: number, warehouseId: number) {
  const slot = book.slot(productId, warehouseId);
  return slot ? slot.available - (draft.taken.get(slot) ?? 0) : 0;
}

function take(
  draft: Draft,
  book: StockBook,
  order: PlanOrder,
  line: PlanLine,
  c: Ranked,
  quantity: number,
  why: string,
) {
  const slot = book.slot(line.productId, c.warehouseId)!;
  draft.taken.set(slot, (draft.taken.get(slot) ?? 0) + quantity);
  draft.allocations.push({
    orderId: order.id,
    lineId: line.id,
    warehouseId: c.warehouseId,
    stockId: slot.stockId,
    quantity,
    rank: c.rank,
    reason: `${c.choice}: ${why}`,
  });
}

/** Why a line is short: the group's free pieces, and the best single warehouse's when a line never splits. */
function shortNote(draft: Draft, book: StockBook, line: PlanLine, list: Ranked[], single: boolean) {
  const frees = list.map((c) => Math.max(0, free(draft, book, line.productId, c.warehouseId)));
  const group = frees.reduce((sum, n) => sum + n, 0);
  return M.short(
    line.productCode,
    line.remaining,
    group,
    single ? Math.max(0, ...frees) : undefined,
  );
}

/** 受注単位: the whole order from the first warehouse that covers every line; partly from the best one if allowed. */
function byOrder(
  draft: Draft,
  book: StockBook,
  order: PlanOrder,
  list: Ranked[],
  rules: PlanRules,
) {
  // Lines of the same product add up: the warehouse must hold their sum.
  const needs = new Map<number, number>();
  for (const line of order.lines)
    needs.set(line.productId, (needs.get(line.productId) ?? 0) + line.remaining);
  const covers = (c: Ranked) =>
    [...needs].every(([productId, need]) => free(draft, book, productId, c.warehouseId) >= need);
  const whole = list.find(covers);
  if (whole) {
    for (const line of order.lines)
      take(draft, book, order, line, whole, line.remaining, M.wholeOrder);
    return;
  }
  const coverOf = (c: Ranked) =>
    order.lines.reduce(
      (sum, line) =>
        sum +
        Math.min(line.remaining, Math.max(0, free(draft, book, line.productId, c.warehouseId))),
      0,
    );
  for (const line of order.lines) {
    const best = Math.max(0, ...list.map((c) => free(draft, book, line.productId, c.warehouseId)));
    if (best < line.remaining) draft.notes.push(shortNote(draft, book, line, list, true));
  }
  if (draft.notes.length === 0) draft.notes.push(M.noSingleWarehouse);
  const best = list.reduce<Ranked | undefined>(
    (top, c) => (coverOf(c) > (top ? coverOf(top) : 0) ? c : top),
    undefined,
  );
  if (!best || !rules.allowPartial) return;
  for (const line of order.lines) {
    const quantity = Math.min(line.remaining, free(draft, book, line.productId, best.warehouseId));
    if (quantity <= 0) continue;
    const why =
      quantity === line.remaining
        ? M.line(line.lineNumber)
        : M.linePart(line.lineNumber, quantity, line.remaining);
    take(draft, book, order, line, best, quantity, why);
  }
}

/** 明細単位: each line from the first warehouse that covers it (a line is never split). */
function byLine(draft: Draft, book: StockBook, order: PlanOrder, list: Ranked[]) {
  for (const line of order.lines) {
    const c = list.find((w) => free(draft, book, line.productId, w.warehouseId) >= line.remaining);
    if (c) take(draft, book, order, line, c, line.remaining, M.line(line.lineNumber));
    else draft.notes.push(shortNote(draft, book, line, list, true));
  }
}

/** 分割引当: each line's pieces taken from the warehouses in order until it is covered. */
function bySplit(draft: Draft, book: StockBook, order: PlanOrder, list: Ranked[]) {
  for (const line of order.lines) {
    let need = line.remaining;
    const pieces: [Ranked, number][] = [];
    for (const c of list) {
      const quantity = Math.min(need, free(draft, book, line.productId, c.warehouseId));
      if (quantity <= 0) continue;
      pieces.push([c, quantity]);
      need -= quantity;
      if (need === 0) break;
    }
    if (need > 0) draft.notes.push(shortNote(draft, book, line, list, false));
    for (const [c, quantity] of pieces) {
      const why =
        quantity === line.remaining
          ? M.line(line.lineNumber)
          : M.linePart(line.lineNumber, quantity, line.remaining);
      take(draft, book, order, line, c, quantity, why);
    }
  }
}

const METHODS = { order: byOrder, line: byLine, split: bySplit } as const;

/**
 * Plans one order against the book and, when its result is accepted (everything, or a part when
 * partial allocation is allowed), draws the book down. Notes say why something was not allocated.
 */
export function planOrder(
  order: PlanOrder,
  candidates: Candidate[],
  book: StockBook,
  rules: PlanRules,
): OrderPlan {
  const lines = order.lines.filter((line) => line.remaining > 0);
  if (lines.length === 0) return { allocations: [], notes: [] };
  if (candidates.length === 0) return { allocations: [], notes: [M.noWarehouse] };
  const open = { ...order, lines };
  const draft: Draft = { taken: new Map(), allocations: [], notes: [] };
  const list = ranked(open, candidates, rules, book);
  METHODS[rules.method](draft, book, open, list, rules);
  const complete = draft.notes.length === 0;
  if (!complete && !rules.allowPartial) {
    const refused = draft.allocations.length > 0 ? [M.partialRefused] : [];
    return { allocations: [], notes: [...draft.notes, ...refused] };
  }
  for (const [slot, quantity] of draft.taken) slot.available -= quantity;
  return { allocations: draft.allocations, notes: draft.notes };
}
