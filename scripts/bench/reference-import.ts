// The product import's reference (issue 30 item 2): what the same file costs done plainly on the
// same machine and database in the same run — decode, csv-parse, COPY into a stage, one set-based
// upsert into products (its indexes, the keyword GIN included) — and our own steps, timed in-process.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_SALES_STATUSES,
  TEMPERATURE_ZONES,
  type ProductCsvColumn,
} from '@logi/shared';
import type { Database } from '../../apps/server/src/db/client.ts';
import { organisationScope } from '../../apps/server/src/db/organisation-scope.ts';
import { DEMO_ORGANISATIONS } from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { CopyIn } from '../../apps/server/src/modules/product-import/pg-copy-in.ts';
import {
  stageProductCsv,
  writeStagedProducts,
} from '../../apps/server/src/modules/product-import/product-import.service.ts';

// The second demo organisation: a fresh insert of every row, like ours into the first.
const ORGANISATION = DEMO_ORGANISATIONS[1]!.uuid;
const STAGE = 'reference_import_stage';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A label column's CASE from label to code. */
const caseOf = (cell: string, codes: Record<string, string>) =>
  `case ${cell} ${Object.entries(codes)
    .map(([code, label]) => `when ${literal(label)} then ${literal(code)}`)
    .join(' ')} end`;

/** The stage's text cell as the products column's value (the fallback for a blank cell). */
function valueOf({ field, kind, fallback }: ProductCsvColumn): string {
  const cell = `coalesce(nullif("${field}", ''), ${fallback === undefined ? 'null' : literal(fallback)})`;
  switch (kind) {
    case 'integer':
      return `${cell}::int`;
    case 'flag':
      return `${cell} in ('1', 'する')`;
    case 'salesStatus':
      return caseOf(
        cell,
        Object.fromEntries(
          Object.entries(PRODUCT_SALES_STATUSES).map(([c, { label }]) => [c, label]),
        ),
      );
    case 'temperatureZone':
      return caseOf(cell, TEMPERATURE_ZONES);
    case 'supplierCode':
      return 'null::int';
    default:
      return cell;
  }
}

/** The reference: decode + csv-parse, then COPY into a stage and one upsert, in one transaction. */
export async function importLikeTheReference(db: Database, file: Buffer) {
  const t0 = performance.now();
  const text = new TextDecoder('shift_jis').decode(file);
  const tDecoded = performance.now();
  const records = parse(text, { from_line: 2 }) as string[][];
  const tParsed = performance.now();
  const copyText = records
    .map((cells) => cells.map((cell) => cell.replace(/[\\\t\n\r]/g, ' ')).join('\t'))
    .join('\n');
  const names = PRODUCT_CSV_COLUMNS.map(({ field }) => column(field)).join(', ');
  let tCopied = 0;
  await db.transaction(async (tx) => {
    const stageColumns = PRODUCT_CSV_COLUMNS.map(({ field }) => `"${field}" text`).join(', ');
    await tx.execute(sql.raw(`create temporary table ${STAGE} (${stageColumns}) on commit drop`));
    const copy = CopyIn.start(tx, `copy ${STAGE} from stdin`);
    copy.write(Buffer.from(`${copyText}\n`));
    await copy.end();
    tCopied = performance.now();
    await tx.execute(
      sql.raw(`insert into products (organisation_id, ${names})
        select ${literal(ORGANISATION)}::uuid, ${PRODUCT_CSV_COLUMNS.map(valueOf).join(', ')} from ${STAGE}
        on conflict (organisation_id, product_code) do update set name = excluded.name`),
    );
  });
  const total = performance.now() - t0;
  const line =
    `${seconds(total)} (decode ${seconds(tDecoded - t0)}, csv-parse ${seconds(tParsed - tDecoded)}, ` +
    `COPY into a stage ${seconds(tCopied - tParsed)}, upsert and commit ${seconds(performance.now() - tCopied)})`;
  return { total: total / 1000, line };
}

/** Ours in this process (the request's pass and stage, then the job's write), by step. */
export async function timeOurSteps(db: Database, file: Buffer): Promise<string> {
  const renamed = Buffer.from(file.toString('latin1').replaceAll('IMP-', 'STP-'), 'latin1');
  const scope = organisationScope(ORGANISATION);
  const steps: string[] = [];
  const t0 = performance.now();
  let last = t0;
  const step = (name: string) => {
    const now = performance.now();
    steps.push(`${name} ${seconds(now - last)}`);
    last = now;
  };
  await db.transaction(async (tx) => {
    const staged = await stageProductCsv(tx, scope, renamed, 'sjis');
    step('read, checked and staged (COPY)');
    await writeStagedProducts(tx, scope, staged);
    step('re-checked, upserted and discarded');
  });
  step('commit');
  return `${steps.join('; ')} — ${seconds(performance.now() - t0)} in all`;
}
