// The README's test command: unit + integration (Vitest), then the browser tests (Playwright),
// closing with one plain summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

mkdirSync('.data', { recursive: true });
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.data/vitest.json',
]);
const buildStatus = run('npm', ['run', 'build']);
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: '.data/playwright.json',
      })
    : 1;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const vitest = readJson('.data/vitest.json');
const playwright = readJson('.data/playwright.json');
const passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log(
  `\nvitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? 0} failed`,
);
console.log(
  `playwright: ${(playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0)} passed, ${playwright?.stats?.unexpected ?? 0} failed`,
);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
const ok = vitestStatus === 0 && buildStatus === 0 && e2eStatus === 0 && passed > 0;
process.exit(ok ? 0 : 1);
