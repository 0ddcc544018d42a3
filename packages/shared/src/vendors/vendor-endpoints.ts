import { endpoint } from '../contracts/endpoint.ts';

/**
 * The vendors API paths. The SPA's route keeps the spec's spelling (/rsl_venders); the API and the
 * code say "vendors" (docs/decisions/018).
 */
export const vendorEndpoints = {
  search: endpoint('POST', '/api/vendors/search'),
  show: endpoint('GET', '/api/vendors/show/:id'),
  store: endpoint('POST', '/api/vendors/store'),
  update: endpoint('PUT', '/api/vendors/update/:id'),
  destroy: endpoint('DELETE', '/api/vendors/destroy/:id'),
  export: endpoint('POST', '/api/vendors/export'),
} as const;
