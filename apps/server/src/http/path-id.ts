import { parseIdParam } from '@logi/shared';
import { notFound } from './app-error.ts';

/** The row id a path segment names; one that cannot name a row (abc, 0, 2147483648) is not found. */
export function pathId(raw: string, notFoundMessage: string): number {
  const id = parseIdParam(raw);
  if (id === null) throw notFound(notFoundMessage);
  return id;
}
