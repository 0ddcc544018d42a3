import { zodIssuesToFieldErrors, type IssueList } from '@logi/shared';

/** The part of a zod schema the resolver uses (the web does not depend on zod itself). */
type SafeParser = {
  safeParse(value: unknown): { success: true } | { success: false; error: IssueList };
};

/**
 * Mantine `useForm({ validate })` from a zod schema: one message (the first) per field path, so the
 * form shows exactly what the server would answer for the same values.
 */
export function zodFormResolver(schema: SafeParser) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    return firstMessages(zodIssuesToFieldErrors(result.error));
  };
}

/** A 422 body's `errors` (several messages per field) as form errors (one per field). */
export function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages[0] !== undefined) first[field] = messages[0];
  }
  return first;
}
