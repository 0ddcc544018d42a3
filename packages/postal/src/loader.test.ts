import { strToU8, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { decodePostalJson, encodePostalColumns } from './data-format.ts';
import { loadPostalRecords, unzipPostalRecords } from './loader.ts';
import { FIXTURE_RECORDS, FIXTURE_ZIP, zipDataset } from './test-fixtures.ts';

describe('postal data format', () => {
  it('round-trips the records through columns and stores each municipality once', () => {
    const columns = encodePostalColumns(FIXTURE_RECORDS, 'test');
    expect(columns.areas).toHaveLength(6);
    expect(decodePostalJson(JSON.parse(JSON.stringify(columns)))).toEqual(FIXTURE_RECORDS);
  });

  it('also accepts a plain list of address records', () => {
    expect(decodePostalJson(FIXTURE_RECORDS)).toEqual(FIXTURE_RECORDS);
  });

  it.each([
    ['an object of another format', { records: [] }],
    ['a list of other things', [{ zipcode: 1000001 }]],
    ['columns of different lengths', { ...encodePostalColumns(FIXTURE_RECORDS, 't'), town: [] }],
  ])('rejects %s', (_, json) => {
    expect(() => decodePostalJson(json)).toThrow(/postal data/);
  });
});

describe('unzipPostalRecords', () => {
  it('reads the zipcodes_min.json entry', () => {
    expect(unzipPostalRecords(FIXTURE_ZIP)).toEqual(FIXTURE_RECORDS);
    expect(unzipPostalRecords(zipDataset(FIXTURE_RECORDS))).toEqual(FIXTURE_RECORDS);
  });

  it('fails on a zip without that entry', () => {
    const zip = zipSync({ 'other.json': strToU8('[]') });
    expect(() => unzipPostalRecords(zip)).toThrow(/zipcodes_min\.json/);
  });
});

describe('loadPostalRecords', () => {
  it('makes one GET of the url and parses the zip', async () => {
    const fetchImpl = vi.fn(async () => new Response(FIXTURE_ZIP));
    await expect(
      loadPostalRecords('https://storage.example/zipcodes.zip', fetchImpl),
    ).resolves.toEqual(FIXTURE_RECORDS);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('https://storage.example/zipcodes.zip');
  });

  it('rejects when the server answers an error status', async () => {
    const fetchImpl = async () => new Response('missing', { status: 404 });
    await expect(loadPostalRecords('/postal/zipcodes.zip', fetchImpl)).rejects.toThrow(/404/);
  });
});
