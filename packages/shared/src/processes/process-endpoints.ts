import { endpoint } from '../contracts/endpoint.ts';

/** The processes API paths (spec §7); the response shapes are in process-contract.ts. */
export const processEndpoints = {
  list: endpoint('GET', '/api/processes/get'),
  markBroadcasted: endpoint('PUT', '/api/processes/broadcasted/:id'),
} as const;
