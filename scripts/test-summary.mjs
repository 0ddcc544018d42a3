// @ts-check
// Reads the Vitest and Playwright JSON reports into one honest summary: a suite that failed
// outside its tests, an error outside any test or a skipped test fails the run like a failed test.
import { relative } from 'node:path';

/**
 * One runner's outcome. `failed` counts failed tests only; suite failures and errors are listed.
 * @typedef {{
 *   runner: string,
 *   passed: number,
 *   failed: number,
 *   failedTests: string[],
 *   skipped: string[],
 *   flaky: string[],
 *   failedSuites: string[],
 *   errors: string[],
 * }} RunnerSummary
 */

/** @param {string} runner @returns {RunnerSummary} */
const empty = (runner) => ({
  runner,
  passed: 0,
  failed: 0,
  failedTests: [],
  skipped: [],
  flaky: [],
  failedSuites: [],
  errors: [],
});

/** @param {unknown} text */
const firstLine = (text) => String(text ?? '').split('\n')[0] ?? '';

/**
 * @param {string} runner
 * @param {number | null} exitStatus
 * @param {RunnerSummary} summary
 */
function unexplainedExit(runner, exitStatus, summary) {
  const explained = summary.failed + summary.failedSuites.length + summary.errors.length > 0;
  if (exitStatus !== 0 && !explained) {
    summary.errors.push(
      `${runner} exited with status ${exitStatus} without a failing test (an error outside the tests; see its output above)`,
    );
  }
  return summary;
}

/**
 * @param {any} report Vitest's JSON report (--reporter=json), or undefined when none was written
 * @param {number | null} exitStatus
 * @param {{ root?: string, unhandledErrors?: string[] }} [options] file names are shown relative
 *   to root; unhandled errors come from scripts/vitest-unhandled-reporter.mjs
 * @returns {RunnerSummary}
 */
export function summariseVitest(report, exitStatus, options = {}) {
  const { root = process.cwd(), unhandledErrors = [] } = options;
  const summary = empty('vitest');
  for (const message of unhandledErrors) summary.errors.push(`unhandled ${firstLine(message)}`);
  if (!report) {
    summary.errors.push('vitest wrote no report: the run ended before it finished');
    return summary;
  }
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'passed') summary.passed += 1;
      else if (test.status === 'failed') {
        summary.failed += 1;
        summary.failedTests.push(
          `${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0]) || 'no message'}`,
        );
      } else summary.skipped.push(`${name} > ${test.fullName}`);
    }
    // A file-level error (a failing beforeAll/afterAll, an import that throws) leaves its tests
    // skipped or passed, never failed: the file itself is the failure.
    const hasFailedTest = tests.some((/** @type {any} */ test) => test.status === 'failed');
    if (file.status === 'failed' && (file.message || !hasFailedTest)) {
      const reason = firstLine(file.message) || 'a hook failed (its tests are listed as skipped)';
      summary.failedSuites.push(`${name}: ${reason}`);
    }
  }
  const suitesFailedInReport = report.numFailedTestSuites ?? 0;
  if (suitesFailedInReport > 0 && summary.failed === 0 && summary.failedSuites.length === 0) {
    summary.failedSuites.push(`${suitesFailedInReport} suite(s) failed without a failing test`);
  }
  return unexplainedExit('vitest', exitStatus, summary);
}

/**
 * @param {any} suite
 * @param {string[]} titles
 * @returns {{ title: string, status: string, error: string }[]}
 */
function playwrightTests(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      (spec.tests ?? []).map((/** @type {any} */ test) => ({
        title: [...path, spec.title].join(' > '),
        status: String(test.status),
        error: firstLine((test.results ?? []).at(-1)?.error?.message),
      })),
    ),
    ...(suite.suites ?? []).flatMap((/** @type {any} */ child) => playwrightTests(child, path)),
  ];
}

/**
 * @param {any} report Playwright's JSON report, or undefined when none was written
 * @param {number | null} exitStatus
 * @returns {RunnerSummary}
 */
export function summarisePlaywright(report, exitStatus) {
  const summary = empty('playwright');
  if (!report) {
    summary.errors.push('playwright wrote no report: the run ended before it finished');
    return summary;
  }
  for (const test of (report.suites ?? []).flatMap((/** @type {any} */ s) => playwrightTests(s))) {
    if (test.status === 'expected') summary.passed += 1;
    else if (test.status === 'flaky') {
      summary.passed += 1;
      summary.flaky.push(test.title);
    } else if (test.status === 'unexpected') {
      summary.failed += 1;
      summary.failedTests.push(`${test.title}: ${test.error || 'no message'}`);
    } else summary.skipped.push(test.title);
  }
  // Errors outside any test: global setup, a web server that never started, a file that fails to load.
  for (const error of report.errors ?? []) summary.errors.push(firstLine(error.message));
  return unexplainedExit('playwright', exitStatus, summary);
}

/**
 * The printed lines and the verdict: the run passes only with tests passed and nothing failed,
 * erred or skipped. A failed suite or an error counts as one failure in the closing line.
 * @param {RunnerSummary[]} summaries
 * @returns {{ lines: string[], ok: boolean }}
 */
export function formatSummary(summaries) {
  const lines = [''];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const s of summaries) {
    const runnerFailed = s.failed + s.failedSuites.length + s.errors.length;
    passed += s.passed;
    failed += runnerFailed;
    skipped += s.skipped.length;
    const extras = [
      s.failedSuites.length ? `${s.failedSuites.length} suites failed` : '',
      s.errors.length ? `${s.errors.length} errors` : '',
      s.flaky.length ? `${s.flaky.length} flaky` : '',
    ].filter(Boolean);
    lines.push(
      `${s.runner}: ${s.passed} passed, ${s.failed} failed, ${s.skipped.length} skipped` +
        (extras.length ? ` (${extras.join(', ')})` : ''),
    );
    // Named at the end, where a CI log's tail shows them.
    for (const name of s.failedTests) lines.push(`  failed: ${name}`);
    for (const name of s.failedSuites) lines.push(`  suite failed: ${name}`);
    for (const message of s.errors) lines.push(`  error: ${message}`);
    for (const name of s.skipped) lines.push(`  skipped: ${name}`);
    for (const name of s.flaky) lines.push(`  flaky (passed on retry): ${name}`);
  }
  lines.push(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { lines, ok: passed > 0 && failed === 0 && skipped === 0 };
}
