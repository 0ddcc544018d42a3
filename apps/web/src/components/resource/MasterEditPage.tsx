import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { recordNotices } from '@logi/shared';
import { paths } from '../../lib/paths.ts';
import type { VersionedSave } from '../../lib/query/index.ts';
import type { AuditTrailPanelProps } from './AuditTrailPanel.tsx';
import type { MasterKind } from './MasterRegisterPage.tsx';
import { EditPage, type EditPageProps, type FormPageHandlers } from './RecordPages.tsx';

type Loaded = { id: number; version: number };
type ValueFormat = NonNullable<AuditTrailPanelProps['formatValue']>;

/** What the record's form is handed: the page's handlers and its save (the loaded version goes with it). */
export type MasterEditForm<Values, Saved> = FormPageHandlers & {
  onReload: () => void;
  save: (values: Values) => Promise<Saved>;
};

/** A master (its list is where the page leads back), or 棚番: the list its record belongs to. */
type ListOf<T> = MasterKind | { kind: 'locations'; listPath: (record?: T) => string };

/** The record's show query (by the route's id) and the update (it sends the loaded version). */
export type MasterEditCalls<T, Values, Saved> = {
  useRecord: (id: number) => EditPageProps<T>['query'];
  useUpdate: () => { mutateAsync: (save: VersionedSave<Values>) => Promise<Saved> };
};

export type MasterEditSpec<T extends Loaded, Values, Saved> = {
  calls: MasterEditCalls<T, Values, Saved>;
  /** Placeholder fields while it loads. */
  fields: number;
  /** The 変更履歴's resource and field labels. */
  audit: Omit<AuditTrailPanelProps, 'recordId' | 'formatValue'>;
  /** The 変更履歴's words for a value (a hook: some name a master's record, so read its rows). */
  useFormatValue?: () => ValueFormat;
  /** The form (and any panel around it), given the record as first loaded. */
  form: (record: T, form: MasterEditForm<Values, Saved>) => ReactNode;
};

const noFormat: ValueFormat = () => undefined;

/** A master's edit page: its record as first loaded, its form saved by its update, its 変更履歴. */
export function editPageOf<T extends Loaded, Values, Saved>(
  list: ListOf<T>,
  { calls, fields, audit, useFormatValue = () => noFormat, form }: MasterEditSpec<T, Values, Saved>,
) {
  const { useRecord, useUpdate } = calls;
  const kind = typeof list === 'string' ? list : list.kind;
  return function MasterEditPage() {
    const id = Number(useParams().id);
    const query = useRecord(id);
    const update = useUpdate();
    const formatValue = useFormatValue();
    const listPath = typeof list === 'string' ? paths[list].list() : list.listPath(query.data);
    return (
      <EditPage
        query={query}
        fields={fields}
        listPath={listPath}
        savedMessage={recordNotices(kind).updated}
        audit={{ ...audit, recordId: id, formatValue }}
      >
        {(loaded, handlers) =>
          form(loaded, {
            ...handlers,
            save: (values) => update.mutateAsync({ id, values, version: loaded.version }),
          })
        }
      </EditPage>
    );
  };
}
