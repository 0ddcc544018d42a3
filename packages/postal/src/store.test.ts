import { describe, expect, it, vi } from 'vitest';
import { searchByCode } from './search-code.ts';
import { createPostalStore, type PostalStatus } from './store.ts';
import { FIXTURE_RECORDS, FIXTURE_ZIP } from './test-fixtures.ts';

/** A fetch whose response the test releases, to observe the loading state. */
function deferredFetch(response: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const fetchImpl = vi.fn(async (_url: string | URL | Request) => {
    await gate;
    return response();
  });
  return { fetchImpl, release };
}

describe('createPostalStore', () => {
  it('is idle and empty until loaded, then ready with the index', async () => {
    const { fetchImpl, release } = deferredFetch(() => new Response(FIXTURE_ZIP));
    const store = createPostalStore({ fetchImpl });
    const seen: PostalStatus[] = [];
    store.subscribe(() => seen.push(store.status));
    expect(store.status).toBe('idle');
    expect(store.index.records).toEqual([]);
    expect(searchByCode(store.index, '1000001', { exact: true }).ok).toBe(false);

    const loading = store.load('/postal/zipcodes.zip');
    expect(store.status).toBe('loading');
    expect(store.index.records).toEqual([]);
    release();
    const snapshot = await loading;

    expect(seen).toEqual(['loading', 'ready']);
    expect(snapshot).toBe(store.getSnapshot());
    expect(snapshot.status).toBe('ready');
    expect(store.index.records).toHaveLength(FIXTURE_RECORDS.length);
    expect(searchByCode(store.index, '1000001', { exact: true }).ok).toBe(true);
  });

  it('makes one request for concurrent and later loads', async () => {
    const { fetchImpl, release } = deferredFetch(() => new Response(FIXTURE_ZIP));
    const store = createPostalStore({ fetchImpl });
    const first = store.load('/postal/zipcodes.zip');
    const second = store.load('/postal/zipcodes.zip');
    release();
    expect(await first).toBe(await second);
    await store.load('/postal/zipcodes.zip');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives a new snapshot only on change, as useSyncExternalStore requires', async () => {
    const store = createPostalStore({ fetchImpl: async () => new Response(FIXTURE_ZIP) });
    const idle = store.getSnapshot();
    expect(store.getSnapshot()).toBe(idle);
    await store.load('/postal/zipcodes.zip');
    expect(store.getSnapshot()).not.toBe(idle);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('reports an error without rejecting, and retries on the next load', async () => {
    let fail = true;
    const fetchImpl = vi.fn(async () =>
      fail ? new Response('', { status: 503 }) : new Response(FIXTURE_ZIP),
    );
    const store = createPostalStore({ fetchImpl });
    const failed = await store.load('/postal/zipcodes.zip');
    expect(failed.status).toBe('error');
    expect(failed.error?.message).toMatch(/503/);
    expect(store.index.records).toEqual([]);

    fail = false;
    const retried = await store.load('/postal/zipcodes.zip');
    expect(retried.status).toBe('ready');
    expect(retried.error).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('stops notifying a listener once unsubscribed', async () => {
    const store = createPostalStore({ fetchImpl: async () => new Response(FIXTURE_ZIP) });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    await store.load('/postal/zipcodes.zip');
    expect(listener).not.toHaveBeenCalled();
  });
});
