import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/theme-variables.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installJapaneseZodMessages } from '@logi/shared';
import { LazyUiProviders } from './app/providers/LazyUiProviders.tsx';
import { ToastHost } from './app/providers/ToastHost.tsx';
import { createAppRouter } from './app/router.tsx';
import { paths } from './lib/paths.ts';
import { isApiError } from './lib/http/api-error.ts';
import { configureHttpClient } from './lib/http/client.ts';
import { MantineScopeProvider } from './lib/MantineScope.tsx';

installJapaneseZodMessages();
// Spec §4: the postal dataset is loaded once at start-up (empty until then), in its own chunk
// so it never delays the first screen.
void import('./components/postal/postal-data.ts').then((postal) => postal.startPostalDataLoad());

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves; retry only what may be transient.
      retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
const router = createAppRouter();

configureHttpClient({
  onUnauthorized: () => {
    const { pathname, search } = router.state.location;
    if (pathname === paths.login()) return;
    const returnTo = `${pathname}${search}`;
    void router.navigate(`${paths.login()}?returnTo=${encodeURIComponent(returnTo)}`, {
      replace: true,
    });
  },
  onTimeout: (message) =>
    notifications.show({ color: 'red', title: 'エラーが発生しました', message }),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Mantine is not in the first load: what uses it renders inside <InMantine> (decision 024). */}
    <MantineScopeProvider value={LazyUiProviders}>
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <Suspense>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineScopeProvider>
  </StrictMode>,
);
