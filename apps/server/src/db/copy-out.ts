import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.ts';

/** What pg's connection offers a query object during COPY TO STDOUT (pg/lib/connection.js). */
type CopyConnection = {
  query(text: string): void;
  stream: NodeJS.ReadableStream;
};

/** The binary COPY header: 11 signature bytes, 4 flag bytes, 4 extension-length bytes. */
const HEADER_BYTES = 19;
/** A tuple's field count (2 bytes) then its one field's length (4 bytes). */
const TUPLE_PREFIX_BYTES = 6;
/** Bytes gathered before a batch is handed on, and queued before the socket is paused. */
const BATCH_BYTES = 512 * 1024;
const PAUSE_BYTES = 4 * 1024 * 1024;

const dialect = new PgDialect();

/** A bound value as an SQL literal (COPY takes no parameters); arrays come as text (db/sql.ts). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new TypeError(`a ${typeof value} cannot be written into a COPY statement`);
}

/**
 * The statement's text with its values written in, as untyped literals: PostgreSQL infers their
 * types from the context exactly as it does for the untyped parameters pg binds.
 */
export function inlined(query: SQL): string {
  const built = dialect.sqlToQuery(query);
  return built.sql.replace(/\$(\d+)/g, (_, index: string) =>
    literal(built.params[Number(index) - 1]),
  );
}

/**
 * Runs COPY (query) TO STDOUT (FORMAT binary) and hands on the bytes of each row's one text
 * column, concatenated, about BATCH_BYTES at a time: no row becomes a JavaScript string or object.
 * pg runs any object with submit() as a query and hands it the COPY messages.
 */
class CopyOut {
  private batches: Buffer[] = [];
  private queued = 0;
  private current = Buffer.allocUnsafe(BATCH_BYTES);
  private used = 0;
  private headerLeft = HEADER_BYTES;
  private connection: CopyConnection | undefined;
  private paused = false;
  private ended = false;
  private failed: unknown;
  private wake: (() => void) | undefined;

  constructor(private readonly text: string) {}

  /** The next batch of row bytes; undefined once PostgreSQL has finished. */
  async next(): Promise<Buffer | undefined> {
    for (;;) {
      if (this.failed) throw this.failed;
      const batch = this.batches.shift();
      if (batch) {
        this.queued -= batch.length;
        if (this.paused && this.queued < PAUSE_BYTES / 2) {
          this.paused = false;
          this.connection?.stream.resume();
        }
        return batch;
      }
      if (this.ended) return undefined;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private signal() {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private flush() {
    if (this.used === 0) return;
    this.batches.push(this.current.subarray(0, this.used));
    this.queued += this.used;
    this.current = Buffer.allocUnsafe(BATCH_BYTES);
    this.used = 0;
    this.signal();
  }

  private append(bytes: Buffer) {
    if (this.used + bytes.length > this.current.length) this.flush();
    if (bytes.length > this.current.length) this.current = Buffer.allocUnsafe(bytes.length);
    // pg's parser reuses its buffer: the row's bytes are copied before the next message arrives.
    bytes.copy(this.current, this.used);
    this.used += bytes.length;
  }

  // pg's query-object protocol (client.js calls these as the backend's messages arrive).
  submit(connection: CopyConnection) {
    this.connection = connection;
    connection.query(this.text);
  }
  handleCopyData(message: { chunk: Buffer }) {
    let chunk = message.chunk;
    if (this.headerLeft > 0) {
      const skipped = Math.min(this.headerLeft, chunk.length);
      this.headerLeft -= skipped;
      chunk = chunk.subarray(skipped);
    }
    // PostgreSQL sends each row as one message; the trailer is a field count of −1, a null −1 bytes.
    if (chunk.length < TUPLE_PREFIX_BYTES) return;
    const length = chunk.readInt32BE(2);
    if (length > 0) this.append(chunk.subarray(TUPLE_PREFIX_BYTES, TUPLE_PREFIX_BYTES + length));
    if (!this.paused && this.queued > PAUSE_BYTES) {
      this.paused = true;
      this.connection?.stream.pause();
    }
  }
  handleError(error: unknown) {
    this.failed = error;
    if (this.paused) this.connection?.stream.resume();
    this.signal();
  }
  handleReadyForQuery() {
    this.flush();
    this.ended = true;
    this.signal();
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse() {}
}

/**
 * A one-column text query's rows as bytes, from one snapshot, on a connection of its own (as
 * cursorRows, for exports where each row is already its output line). The connection goes back
 * to the pool when the rows end or the reader stops early.
 */
export async function* copyOutRows(
  db: Database,
  query: SQL,
  { workMemMb }: { workMemMb?: number } = {},
): AsyncGenerator<Buffer> {
  const pool = (db as Database & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('copyOutRows needs a pooled database');
  const client = await pool.connect();
  let copy: CopyOut | undefined;
  let done = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    if (workMemMb) await client.query(`set local work_mem = '${Math.trunc(workMemMb)}MB'`);
    copy = new CopyOut(`copy (${inlined(query)}) to stdout (format binary)`);
    void client.query(copy as unknown as pg.QueryConfig);
    for (let batch = await copy.next(); batch; batch = await copy.next()) yield batch;
    await client.query('commit');
    done = true;
  } finally {
    // A reader that stopped early leaves the COPY running: the connection is dropped, not reused.
    if (!done && copy) client.release(true);
    else {
      if (!done) await client.query('rollback').catch(() => undefined);
      client.release();
    }
  }
}
