import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { camelToSnake } from '@logi/shared';
import { declareScopeAccess } from './route-access.ts';

type JsonSchema = { [key: string]: unknown };

/** The schemas are written in camelCase, the wire is snake_case: document what clients really send. */
function snakeSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, sub]) => [
          camelToSnake(name),
          snakeSchema(sub),
        ]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.map((name) => (typeof name === 'string' ? camelToSnake(name) : name));
    } else {
      out[key] = snakeSchema(value);
    }
  }
  return out;
}

export async function registerOpenApi(app: FastifyInstance, productName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${productName} API`, version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'logi_session' } },
      },
      security: [{ session: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      return { schema: snakeSchema(schema) as typeof schema, url };
    },
  });
  // The document must stay as OpenAPI spells it (requestBody, minLength): skip the snake_case serializer.
  await app.register(async (docs) => {
    // The API documentation is public for integrators.
    declareScopeAccess(docs, { access: 'public', routeGroup: 'api-docs' });
    docs.setReplySerializer((payload) => JSON.stringify(payload));
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
}
