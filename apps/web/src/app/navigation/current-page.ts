import { useLocation, useMatches } from 'react-router';
import { activeTab, MENU, type MenuEntry } from './menu.ts';
import { NOT_FOUND_PAGE, type PageMeta } from './pages.ts';

/** The deepest matched route's page metadata. */
export function useCurrentPage(): PageMeta {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as { page?: PageMeta } | undefined;
    if (handle?.page) return handle.page;
  }
  return NOT_FOUND_PAGE;
}

/** The sidebar entry and tab of the current page (spec §2: the pages that count as active). */
export function useActiveMenu(): {
  entry: MenuEntry | undefined;
  tab: MenuEntry['tabs'][number] | undefined;
} {
  const { pathname } = useLocation();
  const page = useCurrentPage();
  const entry = MENU.find((item) => item.key === page.menu);
  return { entry, tab: activeTab(entry, pathname) };
}
