/** Postal helper benchmark over the whole dataset (npm run bench -w @logi/postal): figures beside the linear scan, PASS/FAIL per target (exit 1 on a FAIL). */
import { readFile, stat } from 'node:fs/promises';
import { unzipPostalRecords } from '../src/loader.ts';
import { naiveSearchByAddress, naiveSearchByCode } from '../src/naive-search.ts';
import { POSTAL_ZIP_PATH } from '../src/node.ts';
import { buildPostalIndex } from '../src/postal-index.ts';
import { searchByAddress } from '../src/search-address.ts';
import { searchByCode } from '../src/search-code.ts';
import { median, perQuery, retainedBytes, timeAsync, timeSync } from './measure.ts';
import { addressQueries, codeQueries } from './queries.ts';
import { machineLoad } from '../../../scripts/bench/machine-load.ts';
import { verdict, type Target } from '../../../scripts/bench/verdict.ts';

const MB = 1024 * 1024;
const rows: Record<string, { figure: string; result: string }> = {};
/** A figure, judged when it has a target. */
function report(name: string, figure: string, judged?: { measured: number; target: Target }): void {
  rows[name] = { figure, result: judged ? verdict(judged.measured, judged.target) : '' };
}
console.log(`${machineLoad()} before`);
const ms = (value: number) =>
  value < 0.1 ? `${(value * 1000).toFixed(2)} µs` : `${value.toFixed(2)} ms`;
const times = (value: number) => `${value.toFixed(0)}×`;

// Dataset and loading
const zipBytes = (await stat(POSTAL_ZIP_PATH)).size;
report('zip size', `${(zipBytes / MB).toFixed(2)} MB`, {
  measured: zipBytes / MB,
  target: { atMost: 2, unit: 'MB' },
});
const load = async () => unzipPostalRecords(new Uint8Array(await readFile(POSTAL_ZIP_PATH)));
const loads: number[] = [];
for (let run = 0; run < 5; run++) loads.push((await timeAsync(load)).ms);
const firstLoad = loads[0] as number;
const LOAD_TARGET = { atMost: 300, unit: 'ms' };
report('load + unzip + parse, first run', ms(firstLoad), {
  measured: firstLoad,
  target: LOAD_TARGET,
});
report('load + unzip + parse, median of 5', ms(median(loads)), {
  measured: median(loads),
  target: LOAD_TARGET,
});
const records = await load();
report('records', String(records.length));

// Index
const buildStart = performance.now();
const { value: index, bytes: indexBytes } = retainedBytes(() => buildPostalIndex(records));
report('index build, first run', ms(performance.now() - buildStart));
report(
  'index build, median of 3',
  ms(median([0, 1, 2].map(() => timeSync(() => buildPostalIndex(records))))),
);
report('index memory beyond the records', `${(indexBytes / MB).toFixed(1)} MB`);

// Searches: the same queries through the indexes and through a linear scan
function compare(
  name: string,
  target: number | undefined,
  indexed: number[],
  naive: number[],
  minRatio?: number,
) {
  const indexedMedian = median(indexed);
  const ratio = median(naive) / indexedMedian;
  report(
    `${name}, median`,
    ms(indexedMedian),
    target ? { measured: indexedMedian, target: { atMost: target, unit: 'ms' } } : undefined,
  );
  report(`${name}, slowest query`, ms(Math.max(...indexed)));
  report(`${name}, linear scan median`, ms(median(naive)));
  report(
    `${name}, speed-up`,
    times(ratio),
    minRatio ? { measured: ratio, target: { atLeast: minRatio, unit: '×' } } : undefined,
  );
}

const codes = codeQueries(records, 200);
compare(
  'exact code lookup',
  0.01,
  perQuery(codes.exact, (code) => searchByCode(index, code, { exact: true })),
  perQuery(codes.exact, (code) => naiveSearchByCode(index, code, { exact: true })),
);
compare(
  'prefix search',
  1,
  perQuery(codes.prefixes, (prefix) => searchByCode(index, prefix)),
  perQuery(codes.prefixes, (prefix) => naiveSearchByCode(index, prefix)),
);
const addresses = addressQueries(records, 300);
compare(
  `address contains-search (${addresses.length} queries)`,
  5,
  perQuery(addresses, (query) => searchByAddress(index, query)),
  perQuery(addresses, (query) => naiveSearchByAddress(index, query)),
  10,
);
compare(
  'address left-anchored search',
  undefined,
  perQuery(addresses, (query) => searchByAddress(index, query, { leftAnchored: true })),
  perQuery(addresses, (query) => naiveSearchByAddress(index, query, { leftAnchored: true })),
);

console.table(rows);
console.log(`${machineLoad()} after`);
