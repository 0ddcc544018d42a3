import type { SidebarKey } from '@logi/shared';

export type MenuKey = Exclude<SidebarKey, 'manual'>;

/** What the layout needs to know of a page: its title, its menu entry and its parent list. */
export type PageMeta = {
  title: string;
  menu: MenuKey | null;
  parent?: { title: string; to: string };
};

type Builder = (...args: never[]) => string;

/** One route: its pattern (react-router), its URL builder and, inside the signed-in layout, its page. */
export type RouteDef<B extends Builder = Builder> = {
  pattern: string;
  to: B;
  /** null for a route outside the layout (sign-in, /dev/ui): no title, no menu. */
  page: PageMeta | null;
};

export const route = <B extends Builder>(
  pattern: string,
  to: B,
  page: PageMeta | null,
): RouteDef<B> => ({ pattern, to, page });

const isRoute = (node: unknown): node is RouteDef =>
  typeof node === 'object' && node !== null && 'pattern' in node && 'to' in node;

/** A table of routes nested in groups (`stocks.diff`), or one route. */
export type RouteTree = RouteDef | { readonly [key: string]: RouteTree };

/** The URL builders of a route tree, in its shape: `paths.stocks.diff()`. */
export type BuildersOf<T> = T extends RouteDef<infer B> ? B : { [K in keyof T]: BuildersOf<T[K]> };

/** Something per route of a tree, in its shape (the router's element of each route). */
export type PerRoute<T, V> = T extends RouteDef ? V : { [K in keyof T]: PerRoute<T[K], V> };

export function buildersOf<T extends RouteTree>(tree: T): BuildersOf<T> {
  if (isRoute(tree)) return tree.to as BuildersOf<T>;
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [key, buildersOf(node)]),
  ) as BuildersOf<T>;
}

/** Every route of a tree paired with its value from a tree of the same shape. */
export function routesWith<T extends RouteTree, V>(
  tree: T,
  values: PerRoute<T, V>,
): [RouteDef, V][] {
  const pair = (node: RouteTree, value: unknown): [RouteDef, V][] =>
    isRoute(node)
      ? [[node, value as V]]
      : Object.entries(node).flatMap(([key, child]) =>
          pair(child, (value as Record<string, unknown>)[key]),
        );
  return pair(tree, values);
}

/** Every route of a tree, in its order. */
export const allRoutes = (tree: RouteTree): RouteDef[] =>
  isRoute(tree) ? [tree] : Object.values(tree).flatMap(allRoutes);
