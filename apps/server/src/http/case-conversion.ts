import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  FastifySerializerCompiler,
} from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { toCamelDeep, toSnakeForJson } from '@logi/shared';
import { responseCheckOf } from './response-check.ts';
import { responseWriterOf, type ResponseWriter } from './response-writer.ts';

/**
 * A response checked against its route's schema, then converted to snake_case. Fastify needs a
 * compiler for the zod schemas, but prefers the reply serializer below, which checks the same.
 */
const serializeChecked: FastifySerializerCompiler<$ZodType> = ({ schema, method, url }) => {
  const check = responseCheckOf(schema);
  return (data) => {
    const result = check(data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(toSnakeForJson(result.data));
  };
};

/** The response schema Fastify would pick for a status code: exact, then `2xx`, then default. */
function responseSchemaOf(schema: FastifySchema | undefined, statusCode: number) {
  const responses = schema?.response as Record<string, $ZodType | undefined> | undefined;
  if (!responses) return undefined;
  return (
    responses[statusCode] ?? responses[`${Math.floor(statusCode / 100)}xx`] ?? responses.default
  );
}

/**
 * Every response as snake_case JSON. One the route's schema declares exactly is written by that
 * schema's compiled writer in one walk (decision 067). Any other is checked the slower way: keys
 * the schema does not name are dropped (nothing internal leaks) and a wrong shape is a 500 rather
 * than a broken client; its route is warned about once, so the schema can be put right.
 */
function replySerializer(log: FastifyBaseLogger) {
  const writers = new WeakMap<$ZodType, ResponseWriter | null>();
  const checks = new WeakMap<$ZodType, ReturnType<typeof responseCheckOf>>();
  const warned = new WeakSet<$ZodType>();
  const writerOf = (schema: $ZodType) => {
    let writer = writers.get(schema);
    if (writer === undefined) writers.set(schema, (writer = responseWriterOf(schema)));
    return writer;
  };
  const checkOf = (schema: $ZodType) => {
    let check = checks.get(schema);
    if (!check) checks.set(schema, (check = responseCheckOf(schema)));
    return check;
  };
  // Fastify calls the reply serializer on the route's context: its schema and config.
  return function serialize(
    this: { schema?: FastifySchema; config?: { url?: string; method?: string } } | undefined,
    payload: unknown,
    statusCode: number,
  ) {
    const schema = responseSchemaOf(this?.schema, statusCode);
    if (!schema) return JSON.stringify(toSnakeForJson(payload));
    const written = writerOf(schema)?.(payload);
    if (typeof written === 'string') return written;
    const route = `${this?.config?.method} ${this?.config?.url}`;
    const checked = checkOf(schema)(payload);
    if (!warned.has(schema)) {
      warned.add(schema);
      log.warn(
        { route, statusCode, issues: checked.error?.issues },
        'response is not exactly its schema (these issues, or a key it does not name)',
      );
    }
    if (checked.error) {
      throw new ResponseSerializationError(this?.config?.method ?? '', this?.config?.url ?? '', {
        cause: checked.error,
      });
    }
    return JSON.stringify(toSnakeForJson(checked.data));
  };
}

/**
 * The wire is snake_case, the code camelCase (architecture.md): requests are converted before
 * validation, responses when serialised.
 */
export function registerCaseConversion(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeChecked);
  app.setReplySerializer(replySerializer(app.log));
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
