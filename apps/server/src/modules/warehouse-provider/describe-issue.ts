import type { z } from 'zod';

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || '（全体）';

/** The first problem of an invalid answer, in Japanese: a missing field or an unknown value. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '不明な形式';
  const path = pathOf(issue.path);
  // Checked first: a missing enum field is reported as an invalid value of undefined.
  if (issue.input === undefined) return `項目 ${path} がありません`;
  if (issue.code === 'invalid_value') {
    return `項目 ${path} に不明な値「${String(issue.input)}」があります`;
  }
  return `項目 ${path} の形式が違います`;
}
