const EMPTY_KEY = -1;
const GOLDEN_RATIO_32 = 0x9e3779b1;

/**
 * Open-addressing hash table from non-negative integer keys to dense ids 0, 1, 2, … in order of
 * first insertion. Typed arrays and linear probing: about twice as fast as a Map for the
 * millions of lookups an index build makes.
 */
export class IntIdTable {
  private keys: Int32Array;
  private ids: Int32Array;
  private mask: number;
  private shift: number;
  size = 0;

  constructor(capacityBits = 10) {
    this.keys = new Int32Array(1 << capacityBits).fill(EMPTY_KEY);
    this.ids = new Int32Array(1 << capacityBits);
    this.mask = (1 << capacityBits) - 1;
    this.shift = 32 - capacityBits;
  }

  private position(key: number): number {
    let at = Math.imul(key, GOLDEN_RATIO_32) >>> this.shift;
    while (this.keys[at] !== EMPTY_KEY && this.keys[at] !== key) at = (at + 1) & this.mask;
    return at;
  }

  /** The key's id, or -1. */
  get(key: number): number {
    const at = this.position(key);
    return this.keys[at] === key ? (this.ids[at] as number) : -1;
  }

  getOrAdd(key: number): number {
    const at = this.position(key);
    if (this.keys[at] === key) return this.ids[at] as number;
    this.keys[at] = key;
    this.ids[at] = this.size;
    if (++this.size * 2 > this.keys.length) this.grow();
    return this.size - 1;
  }

  private grow(): void {
    const { keys, ids } = this;
    const bits = 33 - this.shift;
    this.keys = new Int32Array(1 << bits).fill(EMPTY_KEY);
    this.ids = new Int32Array(1 << bits);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
    keys.forEach((key, at) => {
      if (key === EMPTY_KEY) return;
      const to = this.position(key);
      this.keys[to] = key;
      this.ids[to] = ids[at] as number;
    });
  }
}
