import { endpoint } from '../contracts/endpoint.ts';

/**
 * The dashboard's path, apart from its zod schemas: the home page is in the first load, which must
 * not pull zod's schema classes in (decision 024).
 */
export const dashboardEndpoints = {
  show: endpoint('GET', '/api/dashboard'),
} as const;
