// npm run bench:products: the search half, then the import half, each in its own process (their
// figures must not share a heap), the import run even when the search FAILs; exits 1 if either did.
import { spawnSync } from 'node:child_process';

const HALVES = ['products-search.ts', 'products-import.ts'];

let failed = false;
for (const half of HALVES) {
  const script = new URL(`./${half}`, import.meta.url).pathname;
  const run = spawnSync(process.execPath, [...process.execArgv, script], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed = true;
    console.log(`\n${half}: exit ${run.status ?? run.signal} — FAIL`);
  }
}
process.exitCode = failed ? 1 : 0;
