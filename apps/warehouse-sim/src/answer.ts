import { WAREHOUSE_MESSAGES as M } from '@logi/warehouse-api';
import type { z } from 'zod';

/** A 422 naming each invalid field (path → messages). */
export function invalid(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '(body)';
    (errors[path] ??= []).push(issue.message);
  }
  return { message: M.invalidInput, errors };
}

/** An answer other than the operation's own (4xx), thrown to the pipeline. */
export class Answer {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {}
}
