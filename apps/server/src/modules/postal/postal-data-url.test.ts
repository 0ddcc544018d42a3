import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerCaseConversion } from '../../http/case-conversion.ts';
import { databaseErrorReading } from '../../db/database-errors.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { describePostalAsset, loadPostalAsset } from './postal-asset.ts';
import { postalDataUrl, readPostalDataBaseUrl } from './postal-data-url.ts';
import { postalRoutes } from './postal.routes.ts';
import { getPostalIndex } from './postal-search.service.ts';
import { matchesEtag } from './postal-static.routes.ts';

describe('POSTAL_DATA_BASE_URL', () => {
  it.each([
    [{}, undefined],
    [{ POSTAL_DATA_BASE_URL: '' }, undefined],
    [{ POSTAL_DATA_BASE_URL: 'https://cdn.example.com/postal' }, 'https://cdn.example.com/postal'],
    [
      { POSTAL_DATA_BASE_URL: 'http://storage.local:9000/data//' },
      'http://storage.local:9000/data',
    ],
  ])('reads %j as %s', (env, expected) => {
    expect(readPostalDataBaseUrl(env)).toBe(expected);
  });

  it.each(['cdn.example.com', 'ftp://cdn.example.com', '/static/postal'])(
    'refuses %s at start-up',
    (value) => {
      expect(() => readPostalDataBaseUrl({ POSTAL_DATA_BASE_URL: value })).toThrow(
        /POSTAL_DATA_BASE_URL/,
      );
    },
  );

  it('makes the data URL from the base, or our own versioned path', () => {
    const own = describePostalAsset(Buffer.from('zip bytes')).versionedPath;
    expect(own).toMatch(/^\/static\/postal\/[0-9a-f]{16}\/zipcodes\.zip$/);
    expect(postalDataUrl(undefined, own)).toBe(own);
    expect(postalDataUrl('https://cdn.example.com/postal', own)).toBe(
      'https://cdn.example.com/postal/zipcodes.zip',
    );
  });

  it('is what GET /api/postal/data_url answers', async () => {
    const app = Fastify();
    registerCaseConversion(app);
    registerErrorHandler(app, databaseErrorReading);
    await app.register(postalRoutes, {
      env: { POSTAL_DATA_BASE_URL: 'https://cdn.example.com/postal/' },
    });
    const response = await app.inject({ method: 'GET', url: '/api/postal/data_url' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      data: { url: 'https://cdn.example.com/postal/zipcodes.zip' },
    });
    await app.close();
  });
});

describe('postal data shared by the process', () => {
  it('reads the zip once and builds one index, even for concurrent first callers', async () => {
    const [first, second] = await Promise.all([loadPostalAsset(), loadPostalAsset()]);
    expect(first).toBe(second);
    const [a, b] = await Promise.all([getPostalIndex(), getPostalIndex()]);
    expect(a).toBe(b);
    expect(await getPostalIndex()).toBe(a);
    expect(a.records.length).toBeGreaterThan(100_000);
  });
});

describe('matchesEtag', () => {
  const etag = '"abc"';
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
