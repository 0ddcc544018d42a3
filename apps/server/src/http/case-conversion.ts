import type { FastifyInstance } from 'fastify';
import { createSerializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { toCamelDeep, toSnakeDeep } from '@logi/shared';

// JSON.stringify calls the replacer first with key '' and the whole value: convert once there.
function snakeReplacer(this: unknown, key: string, value: unknown) {
  return key === '' ? toSnakeDeep(value) : value;
}

/**
 * The wire is snake_case, the code camelCase (architecture.md): requests are converted before
 * validation, responses after serialisation checks.
 */
export function registerCaseConversion(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ replacer: snakeReplacer }));
  app.setReplySerializer((payload) => JSON.stringify(payload, snakeReplacer));
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      request.body = toCamelDeep(request.body);
    }
    if (request.query && typeof request.query === 'object') {
      // Fastify's query object has a bare prototype; spread it into a plain object first.
      request.query = toCamelDeep({ ...request.query }) as typeof request.query;
    }
  });
}
