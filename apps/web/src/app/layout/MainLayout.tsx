import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { Suspense, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useUser } from '../../features/auth/api/get-user.ts';
import { useServerEventsConnection } from '../../lib/events/index.ts';
import { useProductName } from '../../lib/settings/use-product-name.ts';
import { documentTitle, HEADER_HEIGHT, SIDEBAR_WIDTH } from '@logi/shared';
import { useCurrentPage } from '../navigation/current-page.ts';
import { AppHeader } from './AppHeader.tsx';
import { PageHeading } from './PageHeading.tsx';
import { ShellErrorPanel } from './ShellErrorPanel.tsx';
import { ShellSkeleton } from './ShellSkeleton.tsx';
import { Sidebar } from './Sidebar.tsx';
import classes from './shell.module.css';

const SIZES = {
  '--shell-header-height': `${HEADER_HEIGHT}px`,
  '--shell-navbar-width': `${SIDEBAR_WIDTH}px`,
} as CSSProperties;

/**
 * The signed-in shell, in plain React and CSS so its first paint needs no Mantine code
 * (docs/decisions/024); a 401 from the user call sends the visitor to sign-in (http client hook).
 */
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
      <div style={{ padding: 'var(--mantine-spacing-md)' }}>
        <ShellSkeleton />
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className={classes.errorScreen}>
        <ShellErrorPanel error={user.error} />
      </div>
    );
  }

  return (
    <div className={classes.shell} style={SIZES}>
      <AppHeader
        user={user.data}
        productName={productName}
        navOpened={navOpened}
        onToggleNav={toggle}
      />
      <nav
        className={classes.navbar}
        aria-label="メインメニュー"
        data-collapsed={navOpened ? undefined : ''}
      >
        <Sidebar onNavigate={close} />
      </nav>
      <main className={classes.main}>
        <PageHeading />
        {/* Pages load their own chunk, and Mantine with it, on first visit (router.tsx). */}
        <Suspense fallback={<ShellSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
