import { z } from 'zod';

/** A list asked for with no body (null) is its unfiltered first page: the schema sees `{}`. */
export const orEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((body) => body ?? {}, schema);
