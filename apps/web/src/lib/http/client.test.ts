import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { buildQueryString, configureHttpClient, request } from './client.ts';

type Seen = { method: string; url: string; contentType?: string; body: string; xhr?: string };
let server: Server;
let base = '';
let lastSeen: Seen;

// A real HTTP peer: it records what arrived and answers by path.
beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    lastSeen = {
      method: req.method!,
      url: req.url!,
      contentType: req.headers['content-type'],
      body,
      xhr: req.headers['x-requested-with'] as string | undefined,
    };
    const status = Number(new URL(req.url!, 'http://x').searchParams.get('status') ?? 200);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        data: { user_name: '山田', nested_list: [{ item_code: 'A-1' }] },
        message: 'エラー本文',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('buildQueryString', () => {
  it.each([
    [{ perPage: 30, keyword: '東京' }, '?per_page=30&keyword=%E6%9D%B1%E4%BA%AC'],
    [
      { stockType: 'stockByProduct', empty: '', none: undefined, nothing: null },
      '?stock_type=stockByProduct',
    ],
    [{ tagIds: [1, 2] }, '?tag_ids%5B%5D=1&tag_ids%5B%5D=2'],
    [{}, ''],
    [undefined, ''],
  ])('%o → %s', (query, expected) => {
    expect(buildQueryString(query)).toBe(expected);
  });
});

describe('request', () => {
  it('converts GET query keys to snake_case and the response deeply to camelCase', async () => {
    const result = await request('GET', `${base}/items`, { query: { perPage: 30 } });
    expect(lastSeen.url).toBe('/items?per_page=30');
    expect(result).toEqual({
      data: { userName: '山田', nestedList: [{ itemCode: 'A-1' }] },
      message: 'エラー本文',
    });
  });

  it('converts POST/PUT bodies deeply and sends the CSRF header', async () => {
    await request('PUT', `${base}/items/1`, {
      body: { isImportant: true, lines: [{ productId: 7 }] },
    });
    expect(lastSeen.method).toBe('PUT');
    expect(JSON.parse(lastSeen.body)).toEqual({ is_important: true, lines: [{ product_id: 7 }] });
    expect(lastSeen.contentType).toBe('application/json');
    expect(lastSeen.xhr).toBe('XMLHttpRequest');
  });

  it('leaves a FormData body untouched', async () => {
    const form = new FormData();
    form.append('fileName', 'a.csv');
    await request('POST', `${base}/upload`, { body: form });
    expect(lastSeen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(lastSeen.body).toContain('name="fileName"');
  });

  it('logs url, method and params of a failure and re-throws it as ApiError', async () => {
    // A 4xx is expected in the app's flow: a warning, so the console shows no error.
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await request('GET', `${base}/fail`, { query: { status: 422 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).body.message).toBe('エラー本文');
    expect(log).toHaveBeenCalledWith(
      'API request failed',
      { url: `${base}/fail`, method: 'GET', params: { status: 422 } },
      error,
    );
    log.mockRestore();
  });

  it('sends 401 to sign-in and announces a 504 with the spec text', async () => {
    const onUnauthorized = vi.fn();
    const onTimeout = vi.fn();
    configureHttpClient({ onUnauthorized, onTimeout });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(request('GET', `${base}/x`, { query: { status: 401 } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(request('GET', `${base}/x`, { query: { status: 504 } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onTimeout).toHaveBeenCalledWith('サーバーへの接続がタイムアウトしました。');
    // Only the 504 is an error in the console.
    expect(logError).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
