import { z } from 'zod';
import { errorBodySchema, HEADERS } from './common.ts';
import { OPERATIONS } from './operations.ts';

const json = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: json(errorBodySchema, 'output') } },
});

function queryParameters(query: z.ZodType | null) {
  if (!query) return [];
  const schema = json(query, 'input') as { properties?: Record<string, object> };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    schema: property,
  }));
}

const header = (name: string, description: string, required = true) => ({
  name,
  in: 'header',
  required,
  description,
  schema: { type: 'string' },
});

/** The OpenAPI 3.1 document of the contract, generated from its zod schemas. */
export function buildOpenApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, object>> = {};
  for (const [name, operation] of Object.entries(OPERATIONS)) {
    const credentials = [
      header(HEADERS.apiKey, 'APIキー（アカウント）'),
      header(HEADERS.apiSecret, 'APIシークレット'),
    ];
    const common = {
      operationId: name,
      summary: operation.summary,
      responses: {
        401: errorResponse('認証エラー'),
        422: errorResponse('入力エラー'),
        429: errorResponse('リクエスト過多（Retry-After ヘッダー付き）'),
        500: errorResponse('倉庫システムの障害'),
      },
    };
    const pathParameters = operation.path.includes('{requestId}')
      ? [{ name: 'requestId', in: 'path', required: true, schema: { type: 'string' } }]
      : [];
    const entry =
      operation.kind === 'write'
        ? {
            ...common,
            parameters: [
              ...credentials,
              header(HEADERS.requestId, '冪等キー（同じIDの依頼は一度だけ処理）'),
            ],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: json(operation.body, 'input') } },
            },
            responses: {
              202: {
                description: '受付（結果は GET /v1/requests/{requestId} でも取得可能）',
                content: { 'application/json': { schema: json(operation.response, 'output') } },
              },
              409: errorResponse('リクエストIDの重複（別の依頼）'),
              ...common.responses,
            },
          }
        : {
            ...common,
            parameters: [
              ...credentials,
              header(HEADERS.requestId, '記録用のリクエストID', false),
              ...pathParameters,
              ...queryParameters(operation.query),
            ],
            responses: {
              200: {
                description: 'OK',
                content: { 'application/json': { schema: json(operation.response, 'output') } },
              },
              ...common.responses,
            },
          };
    paths[operation.path] = { ...paths[operation.path], [operation.method.toLowerCase()]: entry };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Outsourced warehouse API (logi)',
      version: '1.0.0',
      description: 'docs/warehouse-api.md describes the contract in words.',
    },
    servers: [{ url: serverUrl }],
    paths,
  };
}
