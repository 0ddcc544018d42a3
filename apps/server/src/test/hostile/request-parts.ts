import fc from 'fast-check';
import { toSnakeDeep } from '@logi/shared';
import { textArbitrary } from './schema-arbitraries.ts';

/** Writes an object as JSON text key by key, so a `__proto__` key is sent exactly as written. */
export function rawJson(fields: Record<string, unknown>, extra: [string, unknown][] = []): string {
  const entries = [...Object.entries(toSnakeDeep<Record<string, unknown>>(fields)), ...extra];
  const written = entries
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
  return `{${written.join(',')}}`;
}

/** Lone surrogates replaced as a URL encoder replaces them, so the server and the oracle read the same. */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** Keys a hostile client adds to a valid body: prototype pollution, ids and ownership it may not set. */
export const EXTRA_KEYS: [string, unknown][] = [
  ['__proto__', { is_admin: true }],
  ['constructor', { prototype: { is_admin: true } }],
  ['constructor', 'x'],
  ['prototype', { is_admin: true }],
  ['id', 1],
  ['created_by', '00000000-0000-4000-8000-000000000000'],
  ['organisation_id', '00000000-0000-4000-8000-000000000000'],
];

/** One path segment as a hostile client spells an id (valid ones, near misses, junk). */
export const idSegmentArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    fc.integer({ min: 1, max: 2_147_483_647 }).map(String),
    fc.constantFrom(
      '0',
      '-1',
      '01',
      '+1',
      '1.5',
      '1e3',
      '0x10',
      '2147483648',
      '99999999999999999999',
      'abc',
      'NaN',
      'null',
      '1 ',
      '%',
      '\u0000',
      '1\u00002',
      '１',
      "1'--",
      '00000000-0000-0000-0000-000000000000',
    ),
    textArbitrary(40),
  )
  .filter((raw) => raw !== '' && raw !== '.' && raw !== '..')
  .map((raw) => encodeURIComponent(wellFormed(raw)));

/** A query parameter's value as a hostile client writes it. */
export const queryValueArbitrary: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -5, max: 120 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1.5',
      '1e3',
      '1e99',
      '0x10',
      '2147483647',
      '2147483648',
      '99999999999999999999',
      'abc',
      'true',
      'null',
      '\u0000',
      'a\u0000b',
      '/\u0000',
      '/a\u001bb',
      '１',
      'あ'.repeat(5000),
    ),
  },
  { weight: 2, arbitrary: textArbitrary(120).map(wellFormed) },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom('1', '2', 'x'), { minLength: 2, maxLength: 3 }),
  },
);

/** A query object → its query string (repeated keys for arrays), as URLSearchParams writes it. */
export function queryString(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value ?? []].flat()) params.append(key, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What Fastify's query parser hands the route for that query string (arrays stay arrays). */
export function parsedQuery(query: Record<string, string | string[] | undefined>) {
  const parsed: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    Object.defineProperty(parsed, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return parsed;
}

/** Another spelling of the same static path: one letter percent-encoded, as a router decodes it. */
export function encodeOneLetter(path: string, seed: number): string {
  const secondSlash = path.indexOf('/', path.indexOf('/', 1) + 1);
  const prefix = secondSlash < 0 ? path : path.slice(0, secondSlash);
  const letters = [...prefix.matchAll(/[a-zA-Z]/g)];
  const match = letters[seed % Math.max(letters.length, 1)];
  if (!match) return path;
  const at = match.index;
  const hex = match[0].charCodeAt(0).toString(16).toUpperCase();
  return `${path.slice(0, at)}%${hex}${path.slice(at + 1)}`;
}
