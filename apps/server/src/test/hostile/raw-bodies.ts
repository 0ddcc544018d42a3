import fc from 'fast-check';

/** Raw bodies no valid request has: nesting bombs, broken JSON, prototype keys, odd top-level values. */
export const RAW_JSON_BODIES: readonly string[] = [
  '['.repeat(20_000),
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`,
  `${'['.repeat(32)}${']'.repeat(32)}`,
  '',
  '   ',
  '{',
  '{"title":}',
  '[1,]',
  "{'title':'a'}",
  '{"title":"a"}}',
  'NaN',
  '1e999',
  'null',
  'true',
  '12',
  '"text"',
  '[]',
  '{}',
  '\u0000',
  '{"title":"a"}\u0000',
  '{"title":"\\u0000"}',
  '{"title":"\\ud800"}',
  '{"__proto__":{"is_admin":true}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"a":{"__proto__":[]}}',
  '{"title":"a","title":"b\\u0000"}',
  '{"title":"\\udc00\\ud800"}',
  // 10 MB: refused on its Content-Length (413), whatever it holds.
  `{"title":"${'x'.repeat(10 * 1024 * 1024)}"}`,
  '['.repeat(10 * 1024 * 1024),
];

/** Content types a JSON route must refuse (or, for text/plain, hand over as a string). */
export const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
] as const;

export const rawJsonBodyArbitrary = fc.constantFrom(...RAW_JSON_BODIES);
