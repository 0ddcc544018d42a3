import { Fragment, useState, type ReactNode } from 'react';
import { FormSkeleton, QueryState, type QueryLike } from '../ui/index.ts';

type RecordQuery<T> = QueryLike<T> & { refetch: () => Promise<{ data?: T }> };

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
 * its version forward (a stale save would then overwrite instead of answering 409). `reload`
 * fetches the current record and starts the form again from it.
 */
export function EditRecord<T>({ query, fields = 6, children }: EditRecordProps<T>) {
  const [snapshot, setSnapshot] = useState<{ record: T; generation: number } | null>(null);
  if (snapshot === null && query.data !== undefined) {
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
        ) : null
      }
    </QueryState>
  );
}
