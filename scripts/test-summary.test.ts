import { describe, expect, it } from 'vitest';
import { formatSummary, summarisePlaywright, summariseVitest } from './test-summary.mjs';

// Reports shaped as Vitest 4's JSON reporter and Playwright's JSONReport write them.
const vitestFile = (
  name: string,
  statuses: string[],
  fileStatus = statuses.includes('failed') ? 'failed' : 'passed',
  message = '',
) => ({
  name: `/repo/${name}`,
  status: fileStatus,
  message,
  assertionResults: statuses.map((status, index) => ({
    fullName: `case ${index}`,
    status,
    failureMessages: status === 'failed' ? [`AssertionError: case ${index}\n at …`] : [],
  })),
});
const vitestReport = (files: ReturnType<typeof vitestFile>[], numFailedTestSuites = 0) => ({
  numFailedTestSuites,
  testResults: files,
});

const playwrightReport = (tests: { title: string; status: string }[], errors: string[] = []) => ({
  suites: [
    {
      title: 'notifications.spec.ts',
      specs: tests.map((test) => ({
        title: test.title,
        tests: [
          {
            status: test.status,
            results: [{ error: { message: `Error: ${test.title} went wrong\n  at …` } }],
          },
        ],
      })),
      suites: [],
    },
  ],
  errors: errors.map((message) => ({ message })),
  stats: {},
});

describe('summariseVitest', () => {
  it('counts passed and failed tests', () => {
    const summary = summariseVitest(
      vitestReport([vitestFile('a.test.ts', ['passed', 'passed', 'failed'])], 1),
      1,
      { root: '/repo' },
    );
    expect(summary).toMatchObject({ passed: 2, failed: 1, failedSuites: [], errors: [] });
    // The failing test is named with its message's first line, where a CI log's tail shows it.
    expect(formatSummary([summary]).lines).toContain(
      '  failed: a.test.ts > case 2: AssertionError: case 2',
    );
  });

  it('counts a file whose beforeAll failed as a failed suite and lists its skipped tests', () => {
    const summary = summariseVitest(
      vitestReport(
        [vitestFile('db.test.ts', ['skipped', 'skipped'], 'failed', 'connect ECONNREFUSED\n at …')],
        1,
      ),
      1,
      { root: '/repo' },
    );
    expect(summary.failedSuites).toEqual(['db.test.ts: connect ECONNREFUSED']);
    expect(summary.skipped).toEqual(['db.test.ts > case 0', 'db.test.ts > case 1']);
    expect(formatSummary([summary])).toEqual({
      ok: false,
      lines: [
        '',
        'vitest: 0 passed, 0 failed, 2 skipped (1 suites failed)',
        '  suite failed: db.test.ts: connect ECONNREFUSED',
        '  skipped: db.test.ts > case 0',
        '  skipped: db.test.ts > case 1',
        'tests: 0 passed, 1 failed, 2 skipped',
      ],
    });
  });

  it('counts a file that failed to load (no tests at all) as a failed suite', () => {
    const summary = summariseVitest(
      vitestReport([vitestFile('broken.test.ts', [], 'failed', 'SyntaxError: x')], 1),
      1,
      { root: '/repo' },
    );
    expect(summary.failedSuites).toEqual(['broken.test.ts: SyntaxError: x']);
  });

  it('counts a non-zero exit with an all-green report (an unhandled error) as an error', () => {
    const summary = summariseVitest(vitestReport([vitestFile('a.test.ts', ['passed'])]), 1);
    expect(summary.errors).toEqual([expect.stringContaining('vitest exited with status 1')]);
    expect(formatSummary([summary]).ok).toBe(false);
  });

  it('counts and names unhandled errors, which the JSON report leaves out', () => {
    const summary = summariseVitest(vitestReport([vitestFile('a.test.ts', ['passed'])]), 1, {
      unhandledErrors: ['Error: late boom\n    at Timeout…'],
    });
    expect(summary.errors).toEqual(['unhandled Error: late boom']);
    expect(formatSummary([summary]).lines.at(-1)).toBe('tests: 1 passed, 1 failed, 0 skipped');
  });

  it('names a file whose describe-level hook failed', () => {
    const summary = summariseVitest(
      vitestReport([vitestFile('inner.test.ts', ['passed', 'skipped'], 'failed')], 2),
      1,
      { root: '/repo' },
    );
    expect(summary.failedSuites).toEqual([
      'inner.test.ts: a hook failed (its tests are listed as skipped)',
    ]);
  });

  it('counts a missing report (the run died early) as an error, never as old counts', () => {
    const summary = summariseVitest(undefined, 1);
    expect(summary).toMatchObject({ passed: 0, errors: [expect.stringContaining('no report')] });
    expect(formatSummary([summary]).lines.at(-1)).toBe('tests: 0 passed, 1 failed, 0 skipped');
  });

  it('counts a suite failure the files do not show', () => {
    const summary = summariseVitest(vitestReport([vitestFile('a.test.ts', ['passed'])], 1), 0);
    expect(summary.failedSuites).toEqual(['1 suite(s) failed without a failing test']);
  });
});

describe('summarisePlaywright', () => {
  it('counts flaky tests as passed and names them', () => {
    const summary = summarisePlaywright(
      playwrightReport([
        { title: 'saves', status: 'expected' },
        { title: 'races', status: 'flaky' },
        { title: 'breaks', status: 'unexpected' },
      ]),
      1,
    );
    expect(summary).toMatchObject({
      passed: 2,
      failed: 1,
      flaky: ['notifications.spec.ts > races'],
      errors: [],
    });
    expect(formatSummary([summary]).lines).toContain(
      '  flaky (passed on retry): notifications.spec.ts > races',
    );
    expect(formatSummary([summary]).lines).toContain(
      '  failed: notifications.spec.ts > breaks: Error: breaks went wrong',
    );
  });

  it('counts errors outside tests (a web server that never started)', () => {
    const summary = summarisePlaywright(
      playwrightReport([], ['Error: Timed out waiting 120000ms from config.webServer.\nmore']),
      1,
    );
    expect(summary.errors).toEqual(['Error: Timed out waiting 120000ms from config.webServer.']);
  });

  it('lists skipped tests', () => {
    const summary = summarisePlaywright(
      playwrightReport([{ title: 'later', status: 'skipped' }]),
      0,
    );
    expect(summary.skipped).toEqual(['notifications.spec.ts > later']);
  });
});

describe('formatSummary', () => {
  it('passes only when something passed and nothing failed, erred or was skipped', () => {
    const green = summariseVitest(vitestReport([vitestFile('a.test.ts', ['passed'])]), 0);
    const browser = summarisePlaywright(playwrightReport([{ title: 't', status: 'flaky' }]), 0);
    expect(formatSummary([green, browser])).toEqual({
      ok: true,
      lines: [
        '',
        'vitest: 1 passed, 0 failed, 0 skipped',
        'playwright: 1 passed, 0 failed, 0 skipped (1 flaky)',
        '  flaky (passed on retry): notifications.spec.ts > t',
        'tests: 2 passed, 0 failed, 0 skipped',
      ],
    });
    const skipped = summarisePlaywright(playwrightReport([{ title: 't', status: 'skipped' }]), 0);
    expect(formatSummary([green, skipped]).ok).toBe(false);
    expect(formatSummary([summariseVitest(vitestReport([]), 0)]).ok).toBe(false);
  });
});
