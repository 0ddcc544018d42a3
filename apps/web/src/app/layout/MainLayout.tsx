import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useRef, useState, type CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { useUser } from '../../features/auth/api/get-user.ts';
import { useServerEventsConnection } from '../../lib/events/index.ts';
import { useProductName } from '../../lib/settings/use-product-name.ts';
import { documentTitle, HEADER_HEIGHT, SIDEBAR_WIDTH, TEXTS } from '@logi/shared';
import { useCurrentPage } from '../navigation/current-page.ts';
import { AppHeader } from './AppHeader.tsx';
import { PageHeading } from './PageHeading.tsx';
import { ShellErrorPanel } from './ShellErrorPanel.tsx';
import { ShellSkeleton } from './ShellSkeleton.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts.ts';
import classes from './shell.module.css';

const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog.tsx').then((m) => ({ default: m.ShortcutsDialog })),
);

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
  const mainRef = useRef<HTMLElement>(null);
  // Mounted on the first `?` only: the dialog brings Mantine with it (docs/decisions/024).
  const [shortcuts, setShortcuts] = useState<'never' | 'open' | 'closed'>('never');
  useKeyboardShortcuts(useCallback(() => setShortcuts('open'), []));

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
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          // Focus, not a hash in the URL: the router owns the URL.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {TEXTS.skipToContent}
      </a>
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
      <main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
        <PageHeading />
        {/* Pages load their own chunk, and Mantine with it, on first visit (routes/RoutePages.tsx). */}
        <Suspense fallback={<ShellSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {shortcuts === 'never' ? null : (
        <Suspense fallback={null}>
          <ShortcutsDialog opened={shortcuts === 'open'} onClose={() => setShortcuts('closed')} />
        </Suspense>
      )}
    </div>
  );
}
