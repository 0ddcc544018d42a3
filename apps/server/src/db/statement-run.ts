import { DrizzleQueryError, is, Param, Placeholder, type Query } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client.ts';

// One execution of a statement built once (decision 067): the statement keeps its row shape (the
// columns' names and parsers) from its last row description, so an execution looks up no parser,
// copies no prebuilt row and builds no drizzle query object. Rows are what drizzle's raw path gave.

type Parser = (text: string) => unknown;
type Values = (string | null)[];
type Shape = { names: string[]; typeIds: number[]; build: RowBuilder };
type Field = { name: string; dataTypeID: number; format?: string };

/** A statement's text and name as pg sends them, with the row shape its last execution read. */
export type RunnableStatement = {
  readonly config: { name: string | undefined; text: string };
  readonly bind: (values: Record<string, unknown>) => unknown[];
  shape: Shape | undefined;
  /** One of many built per value (a keyword's): closed on a connection that holds too many. */
  readonly evictable: boolean;
};

/** `query` (drizzle's text and params) ready to run: its placeholders found once, not per call. */
export const runnableStatement = (
  name: string | undefined,
  query: Query,
  { evictable = false } = {},
): RunnableStatement => ({
  config: { name, text: query.sql },
  bind: binderOf(query.params),
  shape: undefined,
  evictable,
});

/** The most evictable statements a connection keeps prepared: each holds a plan in its backend. */
export const EVICTABLE_PER_CONNECTION = 64;

/** What of pg's connection a statement's preparation reads and writes. */
type PreparingConnection = {
  parsedStatements: Record<string, string>;
  submittedNamedStatements?: Record<string, string>;
  close(message: { type: 'S'; name: string }): void;
};

/** Each connection's evictable statements, the least recently run first. */
const evictableOf = new WeakMap<PreparingConnection, Map<string, true>>();

/**
 * Marks `name` as run last on the connection; at the bound, closes the least recently run one
 * first, in the pipeline of the statement that follows it (pg ignores its CloseComplete).
 */
function makeRoomFor(connection: PreparingConnection, name: string) {
  let kept = evictableOf.get(connection);
  if (!kept) evictableOf.set(connection, (kept = new Map()));
  if (!kept.delete(name) && kept.size >= EVICTABLE_PER_CONNECTION) {
    const oldest = kept.keys().next().value!;
    kept.delete(oldest);
    connection.close({ type: 'S', name: oldest });
    delete connection.parsedStatements[oldest];
    if (connection.submittedNamedStatements) delete connection.submittedNamedStatements[oldest];
  }
  kept.set(name, true);
}

type Slot = { index: number; name: string; encode: ((value: unknown) => unknown) | undefined };

// What drizzle's fillPlaceholders does per call, with the `is` checks done here once.
function binderOf(params: readonly unknown[]) {
  const slots: Slot[] = [];
  params.forEach((param, index) => {
    if (is(param, Placeholder)) slots.push({ index, name: param.name, encode: undefined });
    else if (is(param, Param) && is(param.value, Placeholder)) {
      const encoder = param.encoder;
      slots.push({
        index,
        name: param.value.name,
        encode: (value) => encoder.mapToDriverValue(value),
      });
    }
  });
  if (slots.length === 0) return () => params as unknown[];
  return (values: Record<string, unknown>) => {
    const bound = params.slice();
    for (const { index, name, encode } of slots) {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
      bound[index] = encode ? encode(values[name]) : values[name];
    }
    return bound;
  };
}

// Drizzle's raw rows keep PostgreSQL's text for dates, times, intervals, their arrays and numeric[].
const KEPT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const asText: Parser = (text) => text;
const parserOf = (typeId: number, format: string | undefined): Parser =>
  KEPT_AS_TEXT.has(typeId)
    ? asText
    : (pg.types.getTypeParser(typeId, (format ?? 'text') as 'text') as Parser);

/** The statement's shape if `fields` are its columns, else a new one (a schema changed under it). */
function shapeFor(statement: RunnableStatement, fields: readonly Field[]): Shape {
  const kept = statement.shape;
  if (kept && kept.names.length === fields.length) {
    let same = true;
    for (let index = 0; same && index < fields.length; index += 1)
      same =
        kept.names[index] === fields[index]!.name &&
        kept.typeIds[index] === fields[index]!.dataTypeID;
    if (same) return kept;
  }
  return (statement.shape = {
    names: fields.map((field) => field.name),
    typeIds: fields.map((field) => field.dataTypeID),
    build: rowBuilderOf(
      fields.map((field) => field.name),
      fields.map((field) => parserOf(field.dataTypeID, field.format)),
    ),
  });
}

type RowBuilder = (values: Values) => Record<string, unknown>;

/**
 * A function per row shape returning one object literal: each shape's rows then share one hidden
 * class built at once. One loop adding the keys of every statement's rows cost about what pg's
 * row building did (8.1 % of a product search's samples), a copied template 16.6 %, this 3.5 %
 * (decision 067). The names are PostgreSQL's column names, written as JSON string literals.
 */
function rowBuilderOf(names: readonly string[], parsers: readonly Parser[]): RowBuilder {
  // A literal's `__proto__` key would set the prototype: such a shape is built key by key.
  if (names.includes('__proto__')) return (values) => rowByKeys(names, parsers, values);
  const entries = names.map(
    (name, index) =>
      `${JSON.stringify(name)}: v[${index}] === null ? null : p[${index}](v[${index}])`,
  );
  const make = new Function('p', `return (v) => ({ ${entries.join(', ')} });`) as (
    parsers: readonly Parser[],
  ) => RowBuilder;
  return make(parsers);
}

function rowByKeys(names: readonly string[], parsers: readonly Parser[], values: Values) {
  const row: Record<string, unknown> = {};
  names.forEach((name, index) => {
    const value = values[index]!;
    Object.defineProperty(row, name, {
      value: value === null ? null : parsers[index]!(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });
  return row;
}

/** pg's query, its row handling replaced: rows built from the statement's kept shape. */
class StatementRun extends pg.Query {
  // pg's Query has it; its typings leave it out.
  declare name: string | undefined;
  readonly collected: Record<string, unknown>[] = [];
  failure: unknown = undefined;
  private shape: Shape | undefined;

  constructor(
    private readonly statement: RunnableStatement,
    values: unknown[],
    callback?: (error: Error | undefined) => void,
  ) {
    // Given text, pg builds its config from it; given an object, it copies it per call (about 1 %).
    super(statement.config.text, values, callback);
    this.name = statement.config.name;
  }

  // Called by pg's client when the statement's turn on the connection comes.
  override submit = (connection: Parameters<pg.Query['submit']>[0]) => {
    if (this.statement.evictable && this.name) {
      makeRoomFor(connection as unknown as PreparingConnection, this.name);
    }
    return pg.Query.prototype.submit.call(this, connection);
  };

  // Called by pg's client for each RowDescription (the Submittable protocol Query implements).
  handleRowDescription(message: { fields: Field[] }) {
    this.shape = shapeFor(this.statement, message.fields);
  }

  handleDataRow(message: { fields: Values }) {
    if (this.failure !== undefined) return;
    try {
      this.collected.push(this.shape!.build(message.fields));
    } catch (error) {
      this.failure = error;
    }
  }
}

type Session = {
  client: pg.Pool | pg.PoolClient;
  logger: { logQuery(text: string, params: unknown[]): void };
};

/**
 * Runs `statement` on the handle's pool, or on a transaction's client when `db` is one; errors are
 * wrapped as drizzle wraps them (`cause` is PostgreSQL's), so the error handler reads them as before.
 */
export async function runStatement<Row>(
  db: DbOrTx,
  statement: RunnableStatement,
  values: Record<string, unknown>,
  // A statement built per call (`executePrepared`) brings its own values.
  params: unknown[] = statement.bind(values),
): Promise<{ rows: Row[] }> {
  const session = db._.session as unknown as Session;
  session.logger.logQuery(statement.config.text, params);
  let run: StatementRun;
  try {
    if (session.client instanceof pg.Pool) {
      run = new StatementRun(statement, params);
      // pg-pool answers a Submittable with a promise of its result (its typings say otherwise).
      await (session.client.query(run) as unknown as Promise<unknown>);
    } else {
      const client = session.client;
      await new Promise<void>((resolve, reject) => {
        run = new StatementRun(statement, params, (error) => (error ? reject(error) : resolve()));
        client.query(run);
      });
    }
    if (run!.failure !== undefined) throw run!.failure;
  } catch (error) {
    throw new DrizzleQueryError(statement.config.text, params, error as Error);
  }
  return { rows: run!.collected as Row[] };
}

/**
 * The path `runStatement` replaced (drizzle's prepared query built per call, as sql.ts ran every
 * statement until session 21): the reference of its equality test and of `bench:statement-run`.
 */
export const runThroughDrizzle = <Row>(
  db: DbOrTx,
  name: string | undefined,
  query: Query,
  values: Record<string, unknown>,
) =>
  db._.session.prepareQuery(query, undefined, name, false).execute(values) as Promise<{
    rows: Row[];
  }>;
