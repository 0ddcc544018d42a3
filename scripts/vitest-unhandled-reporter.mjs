// @ts-check
// A Vitest reporter that writes the run's unhandled errors (which its JSON report leaves out) to
// the file named by VITEST_UNHANDLED_OUTPUT, so the test summary can count and name them.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  /** @param {unknown} _modules @param {ReadonlyArray<{ name?: string, message?: string }>} errors */
  onTestRunEnd(_modules, errors) {
    const file = process.env.VITEST_UNHANDLED_OUTPUT;
    if (!file) return;
    const messages = errors.map((error) => `${error.name ?? 'Error'}: ${error.message ?? ''}`);
    writeFileSync(file, JSON.stringify({ unhandledErrors: messages }));
  }
}
