import { endpoint } from '../contracts/endpoint.ts';

/** The locations API (棚番); request bodies are in location-schema.ts, answers in location-contract.ts. */
export const locationEndpoints = {
  search: endpoint('POST', '/api/locations/search'),
  show: endpoint('GET', '/api/locations/show/:id'),
  store: endpoint('POST', '/api/locations/store'),
  update: endpoint('PUT', '/api/locations/update/:id'),
  destroy: endpoint('DELETE', '/api/locations/destroy/:id'),
  export: endpoint('POST', '/api/locations/export'),
} as const;
