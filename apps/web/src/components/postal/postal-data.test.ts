import { createPostalStore, POSTAL_ZIP_ENTRY, searchByCode, type PostalStatus } from '@logi/postal';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { createPostalDataLoader } from './postal-data.ts';

const RECORD = {
  zipcode: '1000001',
  pref: '東京都',
  city: '千代田区',
  town: '千代田',
  pref_kana: 'トウキョウト',
  city_kana: 'チヨダク',
  town_kana: 'チヨダ',
};
const ZIP = zipSync({ [POSTAL_ZIP_ENTRY]: strToU8(JSON.stringify([RECORD])) });

/** A promise the test settles by hand, to observe the states in between. */
function gate<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('createPostalDataLoader', () => {
  it('is loading from the URL lookup on, then ready with the data from that URL', async () => {
    const url = gate<string>();
    const fetchImpl = vi.fn(async () => new Response(ZIP));
    const loader = createPostalDataLoader(() => url.promise, createPostalStore({ fetchImpl }));
    const seen: PostalStatus[] = [];
    loader.subscribe(() => seen.push(loader.getSnapshot().status));
    expect(loader.getSnapshot().status).toBe('idle');

    const started = loader.start();
    expect(loader.getSnapshot().status).toBe('loading');
    expect(loader.getSnapshot().index.records).toEqual([]);
    url.resolve('/static/postal/abc/zipcodes.zip');
    const snapshot = await started;

    expect(fetchImpl).toHaveBeenCalledWith('/static/postal/abc/zipcodes.zip');
    expect(snapshot.status).toBe('ready');
    expect(loader.getSnapshot()).toBe(snapshot);
    expect(searchByCode(snapshot.index, '1000001', { exact: true }).ok).toBe(true);
    expect(seen.at(-1)).toBe('ready');
    expect(seen).not.toContain('idle');
  });

  it('loads once however often it is started', async () => {
    const resolveUrl = vi.fn(async () => '/data.zip');
    const fetchImpl = vi.fn(async () => new Response(ZIP));
    const loader = createPostalDataLoader(resolveUrl, createPostalStore({ fetchImpl }));
    const [first, second] = await Promise.all([loader.start(), loader.start()]);
    await loader.start();
    expect(first).toBe(second);
    expect(resolveUrl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('reports a failed URL lookup as an error and tries again on the next start', async () => {
    const resolveUrl = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('/data.zip');
    const loader = createPostalDataLoader(
      resolveUrl,
      createPostalStore({ fetchImpl: async () => new Response(ZIP) }),
    );
    const failed = await loader.start();
    expect(failed.status).toBe('error');
    expect(failed.error?.message).toBe('offline');
    expect(loader.getSnapshot()).toBe(failed);

    expect((await loader.start()).status).toBe('ready');
    expect(resolveUrl).toHaveBeenCalledTimes(2);
  });

  it('reports a failed download as an error and tries again on the next start', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValue(new Response(ZIP));
    const loader = createPostalDataLoader(
      async () => '/data.zip',
      createPostalStore({ fetchImpl }),
    );
    expect((await loader.start()).status).toBe('error');
    expect((await loader.start()).status).toBe('ready');
  });
});
