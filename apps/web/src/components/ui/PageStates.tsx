import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { PageSkeleton } from './Skeletons.tsx';

/** The part of a TanStack Query result this helper reads (any UseQueryResult fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while loading; a page skeleton by default. */
  skeleton?: ReactNode;
  /** When it returns true, the empty state is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** Shown under データがありませんでした (e.g. a register button). */
  emptyActions?: ReactNode;
  errorCollector?: 'primary' | 'secondary';
  /** The loaded content; a function receives the data. */
  children: ReactNode | ((data: T) => ReactNode);
}

/** Loading → skeleton, error → ErrorPanel, empty → EmptyState, otherwise the children. */
export function QueryState<T>({
  query,
  skeleton,
  isEmpty,
  emptyActions,
  errorCollector,
  children,
}: QueryStateProps<T>) {
  if (query.isError) return <ErrorPanel error={query.error} collector={errorCollector} />;
  if (query.isPending || query.data === undefined) return <>{skeleton ?? <PageSkeleton />}</>;
  if (isEmpty?.(query.data)) return <EmptyState>{emptyActions}</EmptyState>;
  return <>{typeof children === 'function' ? children(query.data) : children}</>;
}
