import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AuditTrailPanel, type AuditTrailPanelProps } from './AuditTrailPanel.tsx';
import { EditRecord, type EditRecordProps } from './EditRecord.tsx';

/** What a resource form needs from its page: where a save or a cancel leads. */
export type FormPageHandlers = { onSaved: () => void; onCancel: () => void };

/** Back to the list; after a save, with its message (e.g. 仕入先を登録しました). */
function useBackToList(listPath: string, savedMessage: string): FormPageHandlers {
  const navigate = useNavigate();
  const onCancel = () => void navigate(listPath);
  const onSaved = () => {
    notifications.show({ color: 'teal', message: savedMessage });
    onCancel();
  };
  return { onSaved, onCancel };
}

export type RegisterPageProps<Fields> = {
  /** The empty form, built once for the page's life. */
  defaults: () => Fields;
  listPath: string;
  savedMessage: string;
  children: (form: FormPageHandlers & { initialValues: Fields }) => ReactNode;
};

/** A register page: the empty form; saved or cancelled, back to the list. */
export function RegisterPage<Fields>({
  defaults,
  listPath,
  savedMessage,
  children,
}: RegisterPageProps<Fields>) {
  const [initialValues] = useState(defaults);
  return children({ ...useBackToList(listPath, savedMessage), initialValues });
}

export type EditPageProps<T> = Pick<EditRecordProps<T>, 'query' | 'fields'> & {
  listPath: string;
  savedMessage: string;
  /** The record's 変更履歴 under the form. */
  audit: AuditTrailPanelProps;
  /** The form (and any panel between it and the trail), given the record as first loaded. */
  children: (record: T, form: FormPageHandlers & { onReload: () => void }) => ReactNode;
};

/** An edit page: the record as first loaded (EditRecord), its form, then its audit trail. */
export function EditPage<T>({
  query,
  fields,
  listPath,
  savedMessage,
  audit,
  children,
}: EditPageProps<T>) {
  const handlers = useBackToList(listPath, savedMessage);
  return (
    <EditRecord query={query} fields={fields}>
      {(record, reload) => (
        <Stack gap="xl">
          {children(record, { ...handlers, onReload: reload })}
          <AuditTrailPanel {...audit} />
        </Stack>
      )}
    </EditRecord>
  );
}
