import type pg from 'pg';

export type LogStart = {
  operation: string;
  method: string;
  path: string;
  requestId: string | null;
};
export type LogEnd = {
  statusCode: number;
  account?: string | null;
  executed?: boolean;
  fault?: string | null;
};

/** Logs an arrival at once (so a hung call is already counted), its outcome when known. */
export async function logArrival(
  pool: pg.Pool,
  entry: LogStart,
): Promise<(end: LogEnd) => Promise<void>> {
  const { rows } = await pool.query(
    `insert into request_log (request_id, operation, method, path, status_code)
     values ($1, $2, $3, $4, 0) returning id`,
    [entry.requestId, entry.operation, entry.method, entry.path],
  );
  const id = rows[0].id as string;
  return async ({ statusCode, account = null, executed = false, fault = null }) => {
    await pool.query(
      `update request_log set status_code = $2, account = $3, executed = $4, fault = $5 where id = $1`,
      [id, statusCode, account, executed, fault],
    );
  };
}

export type LogEntry = {
  id: number;
  account: string | null;
  requestId: string | null;
  operation: string;
  method: string;
  path: string;
  statusCode: number;
  executed: boolean;
  fault: string | null;
  at: string;
};

/** The log, oldest first, optionally for one request id / operation / account. */
export async function readLog(
  pool: pg.Pool,
  filter: {
    requestId?: string | undefined;
    operation?: string | undefined;
    account?: string | undefined;
  },
): Promise<{ entries: LogEntry[]; arrivals: number; executions: number }> {
  const params: unknown[] = [];
  const where = (['requestId', 'operation', 'account'] as const)
    .filter((key) => filter[key])
    .map((key) => {
      params.push(filter[key]);
      const column = { requestId: 'request_id', operation: 'operation', account: 'account' }[key];
      return `${column} = $${params.length}`;
    });
  const { rows } = await pool.query(
    `select * from request_log ${where.length ? `where ${where.join(' and ')}` : ''} order by id`,
    params,
  );
  const entries = rows.map((row) => ({
    id: Number(row.id),
    account: row.account,
    requestId: row.request_id,
    operation: row.operation,
    method: row.method,
    path: row.path,
    statusCode: row.status_code,
    executed: row.executed,
    fault: row.fault,
    at: (row.at as Date).toISOString(),
  }));
  return {
    entries,
    arrivals: entries.length,
    executions: entries.filter((entry) => entry.executed).length,
  };
}
