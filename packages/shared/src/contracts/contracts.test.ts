import { describe, expect, it } from 'vitest';
import { endpoint } from './endpoint.ts';
import { dataOf, pageSchema } from './page.ts';
import { z } from 'zod';

describe('endpoint', () => {
  it('keeps the route pattern for the server and fills it for the web', () => {
    const show = endpoint('GET', '/api/things/:thingId/parts/:id');
    expect(show.path).toBe('/api/things/:thingId/parts/:id');
    expect(show.url({ thingId: 7, id: 'a/b c' })).toBe('/api/things/7/parts/a%2Fb%20c');
  });
});

describe('pageSchema', () => {
  it('accepts the list envelope and refuses a page without its counts', () => {
    const schema = dataOf(pageSchema(z.object({ id: z.number() })));
    const page = { data: [{ id: 1 }], total: 1, currentPage: 1, perPage: 20, lastPage: 1 };
    expect(schema.safeParse({ data: page }).success).toBe(true);
    expect(schema.safeParse({ data: { data: [] } }).success).toBe(false);
  });
});
