import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { HomePage } from './routes/HomePage.tsx';
import {
  AdminNotificationEditPage,
  AdminNotificationListPage,
  AdminNotificationRegisterPage,
  UserNotificationsPage,
} from '../features/notifications/pages/index.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { NOT_FOUND_PAGE, PAGES } from './navigation/pages.ts';
import { NotFoundPage } from './routes/NotFoundPage.tsx';
import { PlaceholderPage } from './routes/PlaceholderPage.tsx';
import { RouteErrorPage } from './routes/RouteErrorPage.tsx';

const DevUiPage = lazy(() =>
  import('../features/dev-ui/DevUiPage.tsx').then((module) => ({ default: module.DevUiPage })),
);

/** Pages that have their own screen; every other menu route shows the standard empty state. */
const PAGE_ELEMENTS: Record<string, ReactNode> = {
  '/': <HomePage />,
  '/admin/user_notifications': <AdminNotificationListPage />,
  '/admin/user_notifications/register': <AdminNotificationRegisterPage />,
  '/admin/user_notifications/:id/edit': <AdminNotificationEditPage />,
  '/user_notifications': <UserNotificationsPage />,
};

const pageRoutes: RouteObject[] = PAGES.map(({ path, ...page }) => ({
  path,
  element: PAGE_ELEMENTS[path] ?? <PlaceholderPage />,
  // A failing page keeps the layout around its error panel.
  errorElement: <RouteErrorPage />,
  handle: { page },
}));

export const routes: RouteObject[] = [
  // The auth area lives outside the main layout (spec §2, §6).
  { path: '/goqauth/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  { path: '/dev/ui', element: <DevUiPage />, errorElement: <RouteErrorPage /> },
  {
    element: <MainLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...pageRoutes,
      { path: '*', element: <NotFoundPage />, handle: { page: NOT_FOUND_PAGE } },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
