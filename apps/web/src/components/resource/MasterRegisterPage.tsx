import type { ComponentType } from 'react';
import { recordNotices } from '@logi/shared';
import { paths } from '../../lib/paths.ts';
import { RegisterPage, type FormPageHandlers } from './RecordPages.tsx';

/** The masters whose list, register and edit pages sit at `paths[kind]` (crud in the route table). */
export type MasterKind =
  | 'shops'
  | 'vendors'
  | 'suppliers'
  | 'warehouses'
  | 'warehouseGroups'
  | 'products'
  | 'appSettings'
  | 'stocks'
  | 'adminUserNotifications';

/** A record form's props: its first values, its save (store or update) and where it leads after. */
export type RecordFormProps<Fields, Values, Saved> = FormPageHandlers & {
  initialValues: Fields;
  save: (values: Values) => Promise<Saved>;
  /** 409's 再読み込み (the edit page's reload). */
  onReload?: () => void;
};

/** A master's form as its pages mount it. */
export type MasterFormType<Fields, Values, Saved> = ComponentType<
  RecordFormProps<Fields, Values, Saved>
>;

/** Where a master's pages lead and what they say: its list, and its notices. */
export const masterPageTexts = (kind: MasterKind) => ({
  listPath: paths[kind].list(),
  ...recordNotices(kind),
});

/** A master's register page: its empty form, saved by its store call; then back to the list. */
export function registerPageOf<Fields, Values, Saved>(
  kind: MasterKind,
  Form: MasterFormType<Fields, Values, Saved>,
  defaults: () => Fields,
  useStore: () => { mutateAsync: (values: Values) => Promise<Saved> },
) {
  return function MasterRegisterPage() {
    const store = useStore();
    const { listPath, registered } = masterPageTexts(kind);
    return (
      <RegisterPage defaults={defaults} listPath={listPath} savedMessage={registered}>
        {(form) => <Form {...form} save={(values) => store.mutateAsync(values)} />}
      </RegisterPage>
    );
  };
}
