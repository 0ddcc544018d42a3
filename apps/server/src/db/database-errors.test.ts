import { TEXTS } from '@logi/shared';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { registerErrorHandler, statusOf } from '../http/error-handler.ts';
import { freePort } from '../test/free-port.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { createDatabase } from './client.ts';
import {
  databaseErrorReading,
  withDomainErrors,
  type ConstraintFields,
} from './database-errors.ts';

// A table of this test's own, with one constraint of every kind a business table will have.
const CREATE = `
  create table probe_items (
    id integer primary key,
    code text not null constraint probe_items_code_unique unique,
    parent_id integer constraint probe_items_parent_fk references probe_items (id),
    due_on date,
    quantity integer constraint probe_items_quantity_check check (quantity >= 0),
    label varchar(3)
  );
  insert into probe_items (id, code) values (1, 'A-1');
  insert into probe_items (id, code, parent_id) values (2, 'A-2', 1);
`;
const FIELDS: ConstraintFields = {
  probe_items_code_unique: 'code',
  probe_items_parent_fk: 'parentId',
  probe_items_quantity_check: 'quantity',
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query(CREATE);
});
afterAll(() => database?.drop());

async function refusal(statement: ReturnType<typeof sql>) {
  try {
    await withDomainErrors(() => database.db.execute(statement), FIELDS);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: statusOf(error.code), errors: error.fieldErrors, message: error.message };
  }
  throw new Error('the statement succeeded');
}

describe('withDomainErrors', () => {
  it.each<[string, ReturnType<typeof sql>, number, Record<string, string[]> | undefined]>([
    [
      '23505 a taken code',
      sql`insert into probe_items (id, code) values (3, 'A-1')`,
      422,
      { code: ['既に使用されています'] },
    ],
    [
      '23505 an undeclared constraint (the primary key)',
      sql`insert into probe_items (id, code) values (1, 'B-1')`,
      422,
      { _form: ['既に使用されています'] },
    ],
    [
      '23503 a reference to nothing',
      sql`insert into probe_items (id, code, parent_id) values (3, 'B-1', 99)`,
      422,
      { parentId: ['形式が間違っています'] },
    ],
    ['23503 a row still in use', sql`delete from probe_items where id = 1`, 409, undefined],
    [
      '23502 a missing required column',
      sql`insert into probe_items (id, code) values (3, null)`,
      422,
      { code: ['必須項目です'] },
    ],
    [
      '23514 a check',
      sql`insert into probe_items (id, code, quantity) values (3, 'B-1', -1)`,
      422,
      { quantity: ['形式が間違っています'] },
    ],
    [
      '22P02 text for an integer',
      sql`select * from probe_items where id = ${'abc'}`,
      422,
      { _form: ['形式が間違っています'] },
    ],
    [
      '22008 year 0000',
      sql`select * from probe_items where due_on = ${'0000-01-01'}`,
      422,
      { _form: ['形式が間違っています'] },
    ],
    [
      '22007 not a date',
      sql`select * from probe_items where due_on = ${'2024-13-45x'}`,
      422,
      { _form: ['形式が間違っています'] },
    ],
    [
      '22003 past int4',
      sql`update probe_items set quantity = ${'2147483648'} where id = 1`,
      422,
      { _form: ['形式が間違っています'] },
    ],
    [
      '22001 longer than the column',
      sql`update probe_items set label = ${'abcd'} where id = 1`,
      422,
      { _form: ['形式が間違っています'] },
    ],
    [
      '22021 a NUL character',
      sql`select * from probe_items where code = ${'a\u0000b'}`,
      422,
      { _form: ['形式が間違っています'] },
    ],
  ])('%s', async (_name, statement, status, errors) => {
    expect(await refusal(statement)).toMatchObject({ status, errors });
  });

  it('lets the server’s own faults through unchanged', async () => {
    const broken = withDomainErrors(() => database.db.execute(sql`selec 1`), FIELDS);
    await expect(broken).rejects.not.toBeInstanceOf(AppError);
  });
});

describe('the error handler as the last resort', () => {
  it('answers an unwrapped PostgreSQL client fault with 422, never 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app, databaseErrorReading);
    app.get('/probe', () => database.db.execute(sql`select ${'0000-01-01'}::date`));
    const response = await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: '入力内容に誤りがあります。',
      errors: { _form: ['形式が間違っています'] },
    });
  });
});

describe('a lost database connection', () => {
  const probe = async (route: () => Promise<unknown>) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app, databaseErrorReading);
    app.get('/probe', route);
    const response = await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    return { status: response.statusCode, body: response.json() };
  };
  const UNAVAILABLE = { status: 503, body: { message: TEXTS.databaseUnavailable } };

  it('answers 503 in Japanese, and the process lives on, when a transaction loses its server', async () => {
    // pg_terminate_backend sends the FATAL a failover or a restart sends (57P01), mid-transaction.
    const answer = await probe(() =>
      database.db.transaction(async (tx) => {
        const own = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await database.pool.query('select pg_terminate_backend($1)', [own.rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.execute(sql`select 1`);
      }),
    );
    expect(answer).toEqual(UNAVAILABLE);
    expect((await database.pool.query('select 1 as one')).rows[0].one).toBe(1);
  });

  it('answers 503 in Japanese when the database refuses connections', async () => {
    const nowhere = createDatabase(`postgres://logi:logi@127.0.0.1:${await freePort()}/logi`);
    const answer = await probe(() => nowhere.db.execute(sql`select 1`));
    await nowhere.pool.end();
    expect(answer).toEqual(UNAVAILABLE);
  });
});
