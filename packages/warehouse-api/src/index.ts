// The outsourced-warehouse HTTP contract (docs/warehouse-api.md): shared by the simulator and the server's adapter.
export * from './common.ts';
export * from './masters.ts';
export * from './inbound.ts';
export * from './shipping.ts';
export * from './inventory.ts';
export * from './operations.ts';
export * from './messages.ts';
export { buildOpenApiDocument } from './openapi.ts';
