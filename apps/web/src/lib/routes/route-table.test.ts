import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_ENTRIES } from '@logi/shared';
import { paths } from '../paths.ts';
import { allRoutes } from './route-def.ts';
import { ROUTE_TABLE } from './route-table.ts';

const routes = allRoutes(ROUTE_TABLE);
const pages = routes.flatMap((route) => (route.page ? [{ ...route.page, route }] : []));
const menuKeys = SIDEBAR_ENTRIES.map((entry) => entry.key as string);
const pathOf = (url: string) => url.split('?')[0]!;
/** The routes whose pattern a URL's path matches. */
const knownBy = (url: string) => routes.filter((route) => matchPath(route.pattern, pathOf(url)));

describe('the route table', () => {
  it('gives every page of the layout a title and a sidebar menu entry (null: none lights up)', () => {
    for (const page of pages) {
      expect(page.title, page.route.pattern).not.toBe('');
      expect(page.menu === null || menuKeys.includes(page.menu), page.route.pattern).toBe(true);
    }
    expect(pages.filter((page) => page.menu === null).map((page) => page.route.pattern)).toEqual([
      '/user_notifications',
    ]);
  });

  it('builds with every URL builder a URL whose path its own pattern matches, and no other', () => {
    for (const route of routes) {
      const url = (route.to as (...ids: number[]) => string)(
        ...Array<number>(route.to.length).fill(7),
      );
      expect(knownBy(url), url).toEqual([route]);
      if (route.pattern.includes(':id')) expect(matchPath(route.pattern, url)?.params.id).toBe('7');
    }
  });

  it('has one route per pattern, and knows every sidebar entry, tab and parent link', () => {
    expect(new Set(routes.map((route) => route.pattern)).size).toBe(routes.length);
    const links: string[] = SIDEBAR_ENTRIES.flatMap((entry) => [
      ...('path' in entry ? [entry.path] : []),
      ...entry.tabs.map((tab) => tab.path),
    ]);
    for (const page of pages) if (page.parent) links.push(page.parent.to);
    for (const link of links) expect(knownBy(link), link).toHaveLength(1);
  });

  it('keeps the call shape of paths (callers and tests use it)', () => {
    expect(paths.warehouseGroups.edit(3)).toBe('/warehouses/groups/3/edit');
    expect(paths.stocks.list('stockByWarehouse')).toBe('/stocks?stockType=stockByWarehouse');
    expect(paths.userNotifications.show(5)).toBe('/user_notifications?id=5');
    expect(paths.allocationManagement.order('a/b')).toBe('/allocation_management/orders/a%2Fb');
  });
});
