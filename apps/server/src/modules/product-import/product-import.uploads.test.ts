import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { findUpload, recordUploadRows, storeUpload } from './product-import.repository.ts';

// A kept upload's record: what the pass found is read back with it, only in its organisation.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const scope = organisationScope('00000000-0000-4000-8000-0000000000d1');
beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query(`insert into organisations (id, name) values ($1, 'D')`, [
    scope.organisationId,
  ]);
});
afterAll(() => database.drop());

it('reads back the size, encoding, row count and header fields recorded for an upload', async () => {
  const id = await database.db.transaction(async (tx) => {
    const stored = await storeUpload(tx, scope, 2048, 'sjis');
    await recordUploadRows(tx, scope, stored, {
      rowCount: 12,
      presentFields: ['productCode', 'name'],
    });
    return stored;
  });
  expect(await findUpload(database.db, scope, id)).toEqual({
    id,
    byteSize: 2048,
    encoding: 'sjis',
    rowCount: 12,
    presentFields: ['productCode', 'name'],
  });
});

it('finds no upload of another organisation', async () => {
  const id = await database.db.transaction((tx) => storeUpload(tx, scope, 1, 'utf8'));
  expect(await findUpload(database.db, organisationScope(crypto.randomUUID()), id)).toBeUndefined();
});
