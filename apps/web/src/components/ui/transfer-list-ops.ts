// Pure operations behind the dual-list transfer control (spec §2). Highlighted ("isActive")
// items are passed as a set of ids so the lists themselves stay plain data.

export type TransferId = string | number;

export interface TransferItem {
  id: TransferId;
  name: string;
  description?: string[];
}

export type ActiveIds = ReadonlySet<TransferId>;

/** Left-hand list: the candidates not yet selected, in the order of `available`. */
export function remainingItems<T extends TransferItem>(
  available: readonly T[],
  selected: readonly T[],
): T[] {
  const selectedIds = new Set(selected.map((item) => item.id));
  return available.filter((item) => !selectedIds.has(item.id));
}

/** 追加: highlighted left items go to the end of the right list, in left-list order. */
export function addActive<T extends TransferItem>(
  left: readonly T[],
  selected: readonly T[],
  active: ActiveIds,
): T[] {
  return [...selected, ...left.filter((item) => active.has(item.id))];
}

/** すべて追加: every left item goes to the end of the right list. */
export function addAll<T extends TransferItem>(left: readonly T[], selected: readonly T[]): T[] {
  return [...selected, ...left];
}

/** 削除: highlighted right items leave the right list. */
export function removeActive<T extends TransferItem>(
  selected: readonly T[],
  active: ActiveIds,
): T[] {
  return selected.filter((item) => !active.has(item.id));
}

/** 先頭へ: highlighted items move to the head, keeping their relative order. */
export function moveToTop<T extends TransferItem>(selected: readonly T[], active: ActiveIds): T[] {
  const moved = selected.filter((item) => active.has(item.id));
  return [...moved, ...selected.filter((item) => !active.has(item.id))];
}

/** 末尾へ: highlighted items move to the end, keeping their relative order. */
export function moveToBottom<T extends TransferItem>(
  selected: readonly T[],
  active: ActiveIds,
): T[] {
  const moved = selected.filter((item) => active.has(item.id));
  return [...selected.filter((item) => !active.has(item.id)), ...moved];
}

/** 上へ: each highlighted item swaps with the plain item above it; a block at the head stays put. */
export function moveUp<T extends TransferItem>(selected: readonly T[], active: ActiveIds): T[] {
  const result = [...selected];
  for (let i = 1; i < result.length; i += 1) {
    const current = result[i]!;
    const above = result[i - 1]!;
    if (active.has(current.id) && !active.has(above.id)) {
      result[i - 1] = current;
      result[i] = above;
    }
  }
  return result;
}

/** 下へ: each highlighted item swaps with the plain item below it; a block at the end stays put. */
export function moveDown<T extends TransferItem>(selected: readonly T[], active: ActiveIds): T[] {
  return moveUp([...selected].reverse(), active).reverse();
}

/** Whether any highlighted item of `items` could move towards the head (or the end, when reversed). */
export function canMoveUp(items: readonly TransferItem[], active: ActiveIds): boolean {
  return items.some(
    (item, index) => index > 0 && active.has(item.id) && !active.has(items[index - 1]!.id),
  );
}

export function canMoveDown(items: readonly TransferItem[], active: ActiveIds): boolean {
  return canMoveUp([...items].reverse(), active);
}

/** Flips one id in the highlight set (click toggles, so several items can be highlighted). */
export function toggleActive(active: ActiveIds, id: TransferId): Set<TransferId> {
  const next = new Set(active);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Case-insensitive match on the name and the description lines, for the optional filter box. */
export function matchesFilter(item: TransferItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [item.name, ...(item.description ?? [])].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
