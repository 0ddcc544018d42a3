import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findUpload, readUploadContent, storeUpload } from './product-import.repository.ts';

// A kept upload is read back in 1 MB slices (product-import.repository.ts): every byte, in order.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const scope = organisationScope('00000000-0000-4000-8000-0000000000d1');
beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query(`insert into organisations (id, name) values ($1, 'D')`, [
    scope.organisationId,
  ]);
});
afterAll(() => database.drop());

it('reads an upload back whole, across slices, at a slice boundary and empty', async () => {
  for (const size of [2.5 * 1024 * 1024, 1024 * 1024, 3, 0]) {
    const bytes = randomBytes(size);
    const id = await database.db.transaction((tx) => storeUpload(tx, scope, bytes, 'sjis'));
    const upload = await findUpload(database.db, scope, id);
    expect(upload).toMatchObject({ id, byteSize: size, encoding: 'sjis' });
    const read = await readUploadContent(database.db, scope, upload!);
    expect(read.equals(bytes), `${size} bytes`).toBe(true);
  }
});

it('finds no upload of another organisation', async () => {
  const id = await database.db.transaction((tx) =>
    storeUpload(tx, scope, Buffer.from('x'), 'utf8'),
  );
  expect(await findUpload(database.db, organisationScope(crypto.randomUUID()), id)).toBeUndefined();
});
