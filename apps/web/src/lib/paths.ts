import { buildersOf } from './routes/route-def.ts';
import { ROUTE_TABLE } from './routes/route-table.ts';

/** Typed URL builders, from the route table: pages link through these, never by joining strings. */
export const paths = buildersOf(ROUTE_TABLE);
