/** The key under which issues about the whole value (an empty path) are collected. */
export const FORM_ERROR_KEY = '_form';

/** The part of a zod error (ZodError or a core $ZodError) this module reads. */
export interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * Groups issue messages by field path joined with '.' (`lines.0.qty`), in issue order and without
 * repeating a message for the same field: the `errors` of a 422 body and the errors of a form.
 */
export function zodIssuesToFieldErrors(error: IssueList): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    const messages = (fieldErrors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fieldErrors;
}
