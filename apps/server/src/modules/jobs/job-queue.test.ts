import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { poolExecutor } from './job-queue.ts';

describe('poolExecutor', () => {
  it('leaves a write after the pool has ended unsettled instead of rejecting or answering empty rows', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await pool.end();
    const outcome = await Promise.race([
      poolExecutor(pool)
        .executeSql('SELECT 1 AS count', [])
        .then(
          () => 'settled',
          () => 'rejected',
        ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
  });
});
