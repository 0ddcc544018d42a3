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

/** A master's form as its pages mount it: the handlers, its first values and its save. */
export type MasterFormType<Fields, Values, Saved> = ComponentType<
  FormPageHandlers & { initialValues: Fields; save: (values: Values) => Promise<Saved> }
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
