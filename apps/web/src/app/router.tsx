import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { routesWith } from '../lib/routes/route-def.ts';
import { ROUTE_TABLE } from '../lib/routes/route-table.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { NOT_FOUND_PAGE } from './navigation/pages.ts';
import { lazyPage, ROUTE_PAGES } from './routes/RoutePages.tsx';
import { RouteErrorPage } from './routes/RouteErrorPage.tsx';

const NotFoundPage = lazyPage(
  () => import('./routes/NotFoundPage.tsx'),
  (m) => m.NotFoundPage,
);

const routed = routesWith<typeof ROUTE_TABLE, ComponentType>(ROUTE_TABLE, ROUTE_PAGES).map(
  ([{ pattern, page }, Page]) => ({
    page,
    route: {
      path: pattern,
      element: <Page />,
      // A failing page keeps the layout around its error panel.
      errorElement: <RouteErrorPage />,
      ...(page ? { handle: { page } } : {}),
    } satisfies RouteObject,
  }),
);

export const routes: RouteObject[] = [
  // The auth area (and /dev/ui) lives outside the main layout (spec §2, §6).
  ...routed.filter(({ page }) => !page).map(({ route }) => route),
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...routed.filter(({ page }) => page).map(({ route }) => route),
      { path: '*', element: <NotFoundPage />, handle: { page: NOT_FOUND_PAGE } },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
