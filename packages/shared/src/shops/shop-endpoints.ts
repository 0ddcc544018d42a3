import { endpoint } from '../contracts/endpoint.ts';

/** The shops API paths (architecture.md conventions); the shapes are in shop-contract.ts. */
export const shopEndpoints = {
  search: endpoint('POST', '/api/shops/search'),
  show: endpoint('GET', '/api/shops/show/:id'),
  store: endpoint('POST', '/api/shops/store'),
  update: endpoint('PUT', '/api/shops/update/:id'),
  destroy: endpoint('DELETE', '/api/shops/destroy/:id'),
  export: endpoint('POST', '/api/shops/export'),
} as const;
