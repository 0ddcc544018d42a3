import {
  IconBuildingWarehouse,
  IconHome,
  IconPackage,
  IconPackageExport,
  IconPackageImport,
  IconSettings,
  IconShieldLock,
  IconStack2,
  IconTags,
  type Icon,
} from '@tabler/icons-react';
import { SIDEBAR_ENTRIES, type SidebarTab } from '@logi/shared';
import type { MenuKey } from '../../lib/routes/route-def.ts';

type InternalEntry = Extract<(typeof SIDEBAR_ENTRIES)[number], { key: MenuKey }>;
export type MenuEntry = {
  key: MenuKey;
  label: string;
  path: string;
  tabs: readonly SidebarTab[];
  adminOnly: boolean;
  icon: Icon;
};

const ICONS: Record<MenuKey, Icon> = {
  home: IconHome,
  inbound: IconPackageImport,
  outbound: IconPackageExport,
  stock: IconStack2,
  products: IconTags,
  warehouses: IconBuildingWarehouse,
  masters: IconPackage,
  settings: IconSettings,
  admin: IconShieldLock,
};

const isInternal = (entry: (typeof SIDEBAR_ENTRIES)[number]): entry is InternalEntry =>
  entry.key !== 'manual';

/** The sidebar of spec §2, labels and routes from packages/shared, icons added here. */
export const MENU: MenuEntry[] = SIDEBAR_ENTRIES.filter(isInternal).map((entry) => ({
  key: entry.key,
  label: entry.label,
  path: entry.path,
  tabs: entry.tabs,
  adminOnly: 'adminOnly' in entry && entry.adminOnly,
  icon: ICONS[entry.key],
}));

const basePath = (path: string) => path.split('?')[0]!;
const isWithin = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The tab a page belongs to: the longest tab route that contains it (/warehouses/groups/1/edit → 倉庫グループ). */
export function activeTab(entry: MenuEntry | undefined, pathname: string) {
  const candidates = (entry?.tabs ?? []).filter((tab) => isWithin(pathname, basePath(tab.path)));
  return candidates.sort((a, b) => basePath(b.path).length - basePath(a.path).length)[0];
}
