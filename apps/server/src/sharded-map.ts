const SHARDS = 256;

/**
 * A Map of very many string keys (a 50 MB file's 540,000 product codes) kept as 256 smaller
 * ones: one Map that size doubles its table in a single step, a pause of the event loop of
 * 100–200 ms with the fresh memory it touches; 256 maps grow in steps too small to notice.
 * Lookups only: it keeps no order.
 */
export class ShardedMap<V> {
  private readonly shards = Array.from({ length: SHARDS }, () => new Map<string, V>());

  private shardOf(key: string): Map<string, V> {
    let hash = 0;
    for (let index = 0; index < key.length; index += 1) {
      hash = (hash * 31 + key.charCodeAt(index)) % SHARDS;
    }
    return this.shards[hash]!;
  }

  get(key: string): V | undefined {
    return this.shardOf(key).get(key);
  }

  set(key: string, value: V): this {
    this.shardOf(key).set(key, value);
    return this;
  }
}
