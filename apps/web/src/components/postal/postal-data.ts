import {
  createPostalStore,
  EMPTY_POSTAL_INDEX,
  type PostalSnapshot,
  type PostalStore,
} from '@logi/postal';
import { fetchPostalDataUrl } from './api/get-postal-data-url.ts';

export interface PostalDataLoader {
  /** Starts the load once; later calls share it, and a failed load is tried again. Never rejects. */
  start(): Promise<PostalSnapshot>;
  getSnapshot(): PostalSnapshot;
  subscribe(listener: () => void): () => void;
}

/**
 * The dataset in two steps, the URL lookup then the store's GET + unzip; callers see one status,
 * loading from the first step on.
 */
export function createPostalDataLoader(
  resolveUrl: () => Promise<string>,
  store: PostalStore = createPostalStore(),
): PostalDataLoader {
  // Stands in for the store's snapshot while the URL is being resolved or could not be.
  let override: PostalSnapshot | null = null;
  let started: Promise<PostalSnapshot> | null = null;
  const listeners = new Set<() => void>();
  const setOverride = (next: PostalSnapshot | null) => {
    override = next;
    for (const listener of [...listeners]) listener();
  };
  const getSnapshot = () => override ?? store.getSnapshot();

  const run = async (): Promise<PostalSnapshot> => {
    setOverride({ status: 'loading', index: store.index, error: null });
    let url: string;
    try {
      url = await resolveUrl();
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      setOverride({ status: 'error', index: EMPTY_POSTAL_INDEX, error });
      return getSnapshot();
    }
    const loading = store.load(url); // the store is 'loading' from here on
    setOverride(null);
    return loading;
  };

  return {
    start() {
      if (!started || getSnapshot().status === 'error') started = run();
      return started;
    },
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      const unsubscribe = store.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
  };
}

/** The app's one postal dataset (spec §4: loaded once at start-up, empty until loaded). */
export const postalData = createPostalDataLoader(() => fetchPostalDataUrl());

/** Called once from main.tsx; safe to call again. */
export const startPostalDataLoad = (): Promise<PostalSnapshot> => postalData.start();
