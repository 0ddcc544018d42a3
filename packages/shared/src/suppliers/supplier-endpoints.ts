import { endpoint } from '../contracts/endpoint.ts';

/** The suppliers API paths (architecture.md conventions); the shapes are in supplier-contract.ts. */
export const supplierEndpoints = {
  search: endpoint('POST', '/api/suppliers/search'),
  show: endpoint('GET', '/api/suppliers/show/:id'),
  store: endpoint('POST', '/api/suppliers/store'),
  update: endpoint('PUT', '/api/suppliers/update/:id'),
  destroy: endpoint('DELETE', '/api/suppliers/destroy/:id'),
  export: endpoint('POST', '/api/suppliers/export'),
} as const;
