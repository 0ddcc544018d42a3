import { describe, expect, it } from 'vitest';
import {
  addActive,
  addAll,
  canMoveDown,
  canMoveUp,
  matchesFilter,
  moveDown,
  moveToBottom,
  moveToTop,
  moveUp,
  remainingItems,
  removeActive,
  toggleActive,
  type TransferItem,
} from './transfer-list-ops.ts';

const item = (id: number, name = `倉庫${id}`): TransferItem => ({ id, name });
const ids = (items: readonly TransferItem[]) => items.map((entry) => entry.id);
const list = [1, 2, 3, 4, 5].map((id) => item(id));

describe('remainingItems', () => {
  it('keeps the candidates not selected, in candidate order', () => {
    expect(ids(remainingItems(list, [item(4), item(2)]))).toEqual([1, 3, 5]);
  });
});

describe('add and remove', () => {
  it('appends only highlighted left items, in left-list order', () => {
    expect(ids(addActive([item(1), item(3), item(5)], [item(2)], new Set([5, 1])))).toEqual([
      2, 1, 5,
    ]);
  });

  it('appends every left item with すべて追加', () => {
    expect(ids(addAll([item(1), item(3)], [item(2)]))).toEqual([2, 1, 3]);
  });

  it('removes only highlighted right items', () => {
    expect(ids(removeActive(list, new Set([2, 4])))).toEqual([1, 3, 5]);
  });
});

describe('move to head / end', () => {
  it('moves highlighted items to the head keeping their relative order', () => {
    expect(ids(moveToTop(list, new Set([4, 2])))).toEqual([2, 4, 1, 3, 5]);
  });

  it('moves highlighted items to the end keeping their relative order', () => {
    expect(ids(moveToBottom(list, new Set([4, 2])))).toEqual([1, 3, 5, 2, 4]);
  });
});

describe('move up / down by one', () => {
  it('moves each highlighted item up one place', () => {
    expect(ids(moveUp(list, new Set([2, 4])))).toEqual([2, 1, 4, 3, 5]);
  });

  it('moves a contiguous highlighted block up as a block', () => {
    expect(ids(moveUp(list, new Set([3, 4])))).toEqual([1, 3, 4, 2, 5]);
  });

  it('leaves a block already at the head in place while the rest moves', () => {
    expect(ids(moveUp(list, new Set([1, 2, 4])))).toEqual([1, 2, 4, 3, 5]);
  });

  it('moves each highlighted item down one place', () => {
    expect(ids(moveDown(list, new Set([2, 4])))).toEqual([1, 3, 2, 5, 4]);
  });

  it('leaves a block already at the end in place', () => {
    expect(ids(moveDown(list, new Set([5, 4, 1])))).toEqual([2, 1, 3, 4, 5]);
  });

  it('does not mutate its input', () => {
    const before = ids(list);
    moveUp(list, new Set([3]));
    moveDown(list, new Set([3]));
    expect(ids(list)).toEqual(before);
  });
});

describe('canMoveUp / canMoveDown', () => {
  it('is false when nothing is highlighted or the block sits at the edge', () => {
    expect(canMoveUp(list, new Set())).toBe(false);
    expect(canMoveUp(list, new Set([1, 2]))).toBe(false);
    expect(canMoveDown(list, new Set([4, 5]))).toBe(false);
  });

  it('is true when a highlighted item has a plain neighbour on that side', () => {
    expect(canMoveUp(list, new Set([1, 3]))).toBe(true);
    expect(canMoveDown(list, new Set([5, 3]))).toBe(true);
  });
});

describe('toggleActive', () => {
  it('adds then removes an id without touching the original set', () => {
    const start = new Set([1]);
    const added = toggleActive(start, 2);
    expect([...added].sort()).toEqual([1, 2]);
    expect([...toggleActive(added, 1)]).toEqual([2]);
    expect([...start]).toEqual([1]);
  });
});

describe('matchesFilter', () => {
  const tokyo: TransferItem = {
    id: 't',
    name: '東京第一倉庫',
    description: ['東京都江東区', 'TKY-01'],
  };

  it('matches the name and the description lines, ignoring case and blanks', () => {
    expect(matchesFilter(tokyo, '第一')).toBe(true);
    expect(matchesFilter(tokyo, 'tky')).toBe(true);
    expect(matchesFilter(tokyo, '  ')).toBe(true);
    expect(matchesFilter(tokyo, '大阪')).toBe(false);
  });
});
