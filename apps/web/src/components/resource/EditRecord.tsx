import { Fragment, useState, type ReactNode } from 'react';
import { FormSkeleton, QueryState, type QueryLike } from '../ui/index.ts';

type RecordQuery<T> = QueryLike<T> & {
  refetch: () => Promise<{ data?: T }>;
  /** A fetch is on its way (TanStack's isFetching): a cached copy may be about to be replaced. */
  isFetching?: boolean;
};

export type EditRecordProps<T> = {
  /** The record's show query. */
  query: RecordQuery<T>;
  /** Placeholder fields while it loads. */
  fields?: number;
  /** The form, given the record as first loaded and a reload (for 409's 再読み込み). */
  children: (record: T, reload: () => void) => ReactNode;
};

/**
 * The edit page's record, frozen as first loaded: a background refetch must not move the form or
 * its version forward (a stale save would then overwrite instead of answering 409). It is frozen
 * once the fetch on opening is done, not from a copy cached by an earlier visit (whose version the
 * server may have left behind). `reload` fetches the current record and starts the form again.
 */
export function EditRecord<T>({ query, fields = 6, children }: EditRecordProps<T>) {
  const [snapshot, setSnapshot] = useState<{ record: T; generation: number } | null>(null);
  if (snapshot === null && query.data !== undefined && !query.isFetching) {
    setSnapshot({ record: query.data, generation: 0 });
  }
  const reload = () => {
    void query.refetch().then(({ data }) => {
      if (data !== undefined) {
        setSnapshot((current) => ({ record: data, generation: (current?.generation ?? 0) + 1 }));
      }
    });
  };
  return (
    <QueryState query={query} skeleton={<FormSkeleton fields={fields} />}>
      {() =>
        snapshot ? (
          <Fragment key={snapshot.generation}>{children(snapshot.record, reload)}</Fragment>
        ) : (
          <FormSkeleton fields={fields} />
        )
      }
    </QueryState>
  );
}
