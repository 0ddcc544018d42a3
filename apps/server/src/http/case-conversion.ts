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
 * compiler for the zod schemas, but prefers the reply serializer below, so this does not run
 * (decision 067: enforcing the schemas is the lead's call once no route warns).
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
 * schema's compiled writer in one walk (decision 067); any other is converted and stringified as
 * it is, as before, and its route warned about once, so the schema can be put right.
 */
function replySerializer(log: FastifyBaseLogger) {
  const writers = new WeakMap<$ZodType, ResponseWriter | null>();
  const warned = new WeakSet<$ZodType>();
  const writerOf = (schema: $ZodType) => {
    let writer = writers.get(schema);
    if (writer === undefined) writers.set(schema, (writer = responseWriterOf(schema)));
    return writer;
  };
  // Fastify calls the reply serializer on the route's context: its schema and config.
  return function serialize(
    this: { schema?: FastifySchema; config?: { url?: string; method?: string } } | undefined,
    payload: unknown,
    statusCode: number,
  ) {
    const schema = responseSchemaOf(this?.schema, statusCode);
    const written = schema ? writerOf(schema)?.(payload) : undefined;
    if (typeof written === 'string') return written;
    if (schema && !warned.has(schema) && writerOf(schema)) {
      warned.add(schema);
      const issues = responseCheckOf(schema)(payload).error?.issues;
      log.warn(
        { route: `${this?.config?.method} ${this?.config?.url}`, statusCode, issues },
        'response is not exactly its schema (these issues, or a key it does not name)',
      );
    }
    return JSON.stringify(toSnakeForJson(payload));
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
