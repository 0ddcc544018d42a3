import { TEXTS } from '@logi/shared';
import { allRoutes, type PageMeta } from '../../lib/routes/route-def.ts';
import { ROUTE_TABLE } from '../../lib/routes/route-table.ts';

export type { PageMeta } from '../../lib/routes/route-def.ts';

/** Every page of the signed-in layout (spec §2 menu table), from the route table. */
export const PAGES: (PageMeta & { path: string })[] = allRoutes(ROUTE_TABLE).flatMap((route) =>
  route.page ? [{ path: route.pattern, ...route.page }] : [],
);

export const NOT_FOUND_PAGE: PageMeta = { title: TEXTS.notFound, menu: null };
