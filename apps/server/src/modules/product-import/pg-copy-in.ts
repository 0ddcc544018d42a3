import type pg from 'pg';
import type { Tx } from '../../db/client.ts';

/** What pg's connection offers a query object during COPY FROM STDIN (pg/lib/connection.js). */
type CopyConnection = {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableLength: number };
};

/** Bytes of COPY text waiting in the socket before the reader waits for them to drain. */
const HIGH_WATER_BYTES = 1024 * 1024;

/**
 * COPY … FROM STDIN on the transaction's own connection, fed chunk by chunk while the file is still
 * being read. pg-copy-streams is not installed: pg runs any object with submit() as a query and
 * hands it the COPY messages, which is all this needs. `done` settles once PostgreSQL answered.
 */
export class CopyIn {
  private connection: CopyConnection | undefined;
  private waiting: Buffer[] = [];
  private ending: { fail?: string } | undefined;
  private settle!: { resolve: () => void; reject: (error: unknown) => void };
  private failed: unknown;
  readonly done: Promise<void>;

  constructor(private readonly text: string) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    // Observed by the caller's await; until then, not an unhandled rejection.
    this.done.catch(() => {});
  }

  /** Starts the COPY on the transaction's connection (drizzle's node-postgres session client). */
  static start(tx: Tx, text: string): CopyIn {
    const copy = new CopyIn(text);
    const client = (tx as unknown as { session: { client: pg.ClientBase } }).session.client;
    void client.query(copy as unknown as pg.QueryConfig);
    return copy;
  }

  /** A chunk of COPY text (whole lines); held until PostgreSQL is ready for data. */
  write(chunk: Buffer): void {
    if (this.failed || this.ending) return;
    if (this.connection) this.connection.sendCopyFromChunk(chunk);
    else this.waiting.push(chunk);
  }

  /**
   * Resolves once the socket has taken the text written so far below 1 MB: without it, a reader
   * faster than PostgreSQL would hold the whole file's COPY text in memory.
   */
  async ready(): Promise<void> {
    const stream = this.connection?.stream;
    if (!stream || this.failed || stream.writableLength < HIGH_WATER_BYTES) return;
    await Promise.race([
      new Promise((resolve) => stream.once('drain', resolve)),
      this.done.catch(() => {}),
    ]);
  }

  /** Ends the data: PostgreSQL then answers, and `done` settles. */
  end(): Promise<void> {
    this.finish({});
    return this.done;
  }

  /** Abandons the COPY (the file was refused): PostgreSQL answers with an error, taken as settled. */
  async abort(reason: string): Promise<void> {
    this.finish({ fail: reason });
    await this.done.catch(() => {});
  }

  private finish(ending: { fail?: string }) {
    if (this.ending) return;
    this.ending = ending;
    if (this.connection) this.sendEnd(this.connection);
  }

  private sendEnd(connection: CopyConnection) {
    if (this.ending?.fail !== undefined) connection.sendCopyFail(this.ending.fail);
    else connection.endCopyFrom();
  }

  // pg's query-object protocol (client.js calls these as the backend's messages arrive).
  submit(connection: CopyConnection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: CopyConnection) {
    this.connection = connection;
    for (const chunk of this.waiting) connection.sendCopyFromChunk(chunk);
    this.waiting = [];
    if (this.ending) this.sendEnd(connection);
  }
  handleError(error: unknown) {
    this.failed = error;
    this.waiting = [];
    this.settle.reject(error);
  }
  handleReadyForQuery() {
    if (!this.failed) this.settle.resolve();
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}
