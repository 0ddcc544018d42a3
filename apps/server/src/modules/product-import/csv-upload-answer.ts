import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ProductCsvRejection } from './product-csv-rejection.ts';

// What every CSV upload route (商品, 受注, 棚卸, 伝票番号) answers alike, beside its own work.

/** The schema of a refused file's 422 in a route's responses. */
export const csvRejectionSchema = z.object({ message: z.string(), errors: z.unknown().optional() });

/** The uploaded file's bytes; a body the raw CSV parser did not take reads as an empty file. */
export const uploadedBytes = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

/** A refused file is the client's: 422 with its message and every line's errors. */
export async function answeringCsv<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProductCsvRejection) return reply.status(422).send(error.body);
    throw error;
  }
}
