import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { toCamelDeep, toSnakeForJson } from '@logi/shared';
import { responseCheckOf } from './response-check.ts';

/**
 * A response checked against its route's schema, then converted to snake_case and serialised
 * plainly: a JSON.stringify replacer would run for every property and keep V8 off its fast path.
 */
const serializeChecked: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }) => {
  const check = responseCheckOf(schema);
  return (data) => {
    const result = check(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(toSnakeForJson(result.data));
  };
};

/**
 * The wire is snake_case, the code camelCase (architecture.md): requests are converted before
 * validation, responses after serialisation checks.
 */
export function registerCaseConversion(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeChecked);
  app.setReplySerializer((payload) => JSON.stringify(toSnakeForJson(payload)));
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
