// @ts-check
// The README's test command: finds (or installs) Chromium, runs unit + integration (Vitest), then the
// browser tests (Playwright), closing with one plain summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureBrowser } from './ensure-browser.mjs';
import { formatSummary, summarisePlaywright, summariseVitest } from './test-summary.mjs';

const VITEST_REPORT = '.data/vitest.json';
const VITEST_UNHANDLED = '.data/vitest-unhandled.json';
const PLAYWRIGHT_REPORT = '.data/playwright.json';

// A run that dies early must not print the previous run's counts.
mkdirSync('.data', { recursive: true });
for (const report of [VITEST_REPORT, VITEST_UNHANDLED, PLAYWRIGHT_REPORT]) {
  rmSync(report, { force: true });
}

// First, so a machine without a browser stops at once rather than after the long Vitest run.
let chromiumPath;
try {
  chromiumPath = await ensureBrowser();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestStatus = run(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/vitest-unhandled-reporter.mjs',
    `--outputFile.json=${VITEST_REPORT}`,
  ],
  { VITEST_UNHANDLED_OUTPUT: VITEST_UNHANDLED },
);
const buildStatus = run('npm', ['run', 'build']);
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
        CHROMIUM_PATH: chromiumPath,
      })
    : null;

/** @param {string} file */
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const playwright = summarisePlaywright(readJson(PLAYWRIGHT_REPORT), e2eStatus);
if (buildStatus !== 0) playwright.errors = ['not run: `npm run build` failed'];
const { lines, ok } = formatSummary([
  summariseVitest(readJson(VITEST_REPORT), vitestStatus, {
    unhandledErrors: readJson(VITEST_UNHANDLED)?.unhandledErrors,
  }),
  playwright,
]);
console.log(lines.join('\n'));
process.exit(ok ? 0 : 1);
