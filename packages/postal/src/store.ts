import { loadPostalRecords } from './loader.ts';
import { buildPostalIndex, EMPTY_POSTAL_INDEX, type PostalIndex } from './postal-index.ts';

export type PostalStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Immutable: a new object on every change, as useSyncExternalStore needs. */
export interface PostalSnapshot {
  readonly status: PostalStatus;
  /** Empty until the dataset has loaded (spec §4). */
  readonly index: PostalIndex;
  readonly error: Error | null;
}

export interface PostalStore {
  readonly status: PostalStatus;
  readonly index: PostalIndex;
  readonly error: Error | null;
  getSnapshot(): PostalSnapshot;
  subscribe(listener: () => void): () => void;
  /** Loads once: later and concurrent calls share the first request; after an error it retries. Never rejects. */
  load(url: string): Promise<PostalSnapshot>;
}

export interface PostalStoreOptions {
  fetchImpl?: typeof fetch;
}

export function createPostalStore(options: PostalStoreOptions = {}): PostalStore {
  let snapshot: PostalSnapshot = { status: 'idle', index: EMPTY_POSTAL_INDEX, error: null };
  let pending: Promise<PostalSnapshot> | null = null;
  const listeners = new Set<() => void>();

  const update = (next: PostalSnapshot): PostalSnapshot => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
    return next;
  };

  const fetchAndIndex = async (url: string): Promise<PostalSnapshot> => {
    update({ ...snapshot, status: 'loading', error: null });
    try {
      const records = await loadPostalRecords(url, options.fetchImpl ?? fetch);
      return update({ status: 'ready', index: buildPostalIndex(records), error: null });
    } catch (cause) {
      pending = null;
      const error = cause instanceof Error ? cause : new Error(String(cause));
      return update({ status: 'error', index: EMPTY_POSTAL_INDEX, error });
    }
  };

  return {
    get status() {
      return snapshot.status;
    },
    get index() {
      return snapshot.index;
    },
    get error() {
      return snapshot.error;
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(url) {
      pending ??= fetchAndIndex(url);
      return pending;
    },
  };
}
