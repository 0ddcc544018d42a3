import { isApiError } from '../http/api-error.ts';

/** The per-field messages of a 422 answer (`errors: { field: [messages] }`), if that is what failed. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined;
  const { errors } = error.body;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) fieldErrors[field] = messages.filter((m) => typeof m === 'string');
  }
  return fieldErrors;
}
