import { AppShell, Box, Center } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorPanel, PageSkeleton } from '../../components/ui/index.ts';
import { useUser } from '../../features/auth/api/get-user.ts';
import { useServerEventsConnection } from '../../lib/events/index.ts';
import { useProductName } from '../../lib/settings/use-product-name.ts';
import { documentTitle, HEADER_HEIGHT, SIDEBAR_WIDTH } from '@logi/shared';
import { useCurrentPage } from '../navigation/current-page.ts';
import { AppHeader } from './AppHeader.tsx';
import { PageHeading } from './PageHeading.tsx';
import { Sidebar } from './Sidebar.tsx';

/** The signed-in shell; a 401 from the user call sends the visitor to sign-in (http client hook). */
export function MainLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const user = useUser();
  const page = useCurrentPage();
  const productName = useProductName();
  // Live header: one server-sent-events stream per signed-in tab.
  useServerEventsConnection(user.isSuccess);
  useDocumentTitle(documentTitle(page.title, productName));

  if (user.isPending) {
    return (
      <Box p="md">
        <PageSkeleton />
      </Box>
    );
  }
  if (user.isError) {
    return (
      <Center h="100vh" p="md">
        <ErrorPanel error={user.error} />
      </Center>
    );
  }

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header withBorder={false}>
        <AppHeader
          user={user.data}
          productName={productName}
          navOpened={navOpened}
          onToggleNav={toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <PageHeading />
        {/* Pages load their own chunk on first visit (router.tsx). */}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
