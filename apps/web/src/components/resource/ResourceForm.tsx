import { Alert, Button, Fieldset, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TEXTS } from '@logi/shared';
import { fieldErrorsOf } from '../../lib/form/field-errors-of.ts';
import { firstMessages } from '../../lib/form/zod-form-resolver.ts';
import { isApiError } from '../../lib/http/api-error.ts';
import { ErrorPanel, SaveCancelButtons } from '../ui/index.ts';
import { ConflictPanel } from './ConflictPanel.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

export type ResourceFormProps<V extends Record<string, unknown>, Out, R> = {
  form: UseFormReturnType<V>;
  /** The shared schema: turns the form's values into the body the API takes. */
  schema: { parse: (values: unknown) => Out };
  /** Sends the body (e.g. `mutateAsync`); a rejection shows its errors on the form. */
  save: (body: Out) => Promise<R>;
  /** After a save: typically a notification and the way back to the list. */
  onSaved: (result: R) => void;
  onCancel: () => void;
  /** 409's 再読み込み: load the current record (EditRecord's `reload`); the page reloads by default. */
  onReload?: () => void;
  /** The fields. */
  children: ReactNode;
  maw?: number | string;
  /** Why the record can no longer change (e.g. 入荷完了のため編集できません): shown, fields locked, no 保存. */
  readOnlyReason?: string | null;
};

/**
 * A resource's register or edit form: validation on blur (useResourceForm), 422 field errors
 * onto their fields, 409 as a reload prompt, the error panel for the rest, a guard against
 * leaving with unsaved changes, and 保存 / キャンセル. Inputs are locked while saving.
 */
export function ResourceForm<V extends Record<string, unknown>, Out, R>({
  form,
  schema,
  save,
  onSaved,
  onCancel,
  onReload = () => window.location.reload(),
  children,
  maw = 880,
  readOnlyReason = null,
}: ResourceFormProps<V, Out, R>) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const guard = useUnsavedChangesGuard(form.isDirty());
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by a refused save; once the fields are enabled again, focus goes to the first in error.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refuse = () => setRefusals((count) => count + 1);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      const result = await save(schema.parse(values));
      guard.release();
      onSaved(result);
    } catch (failure) {
      setError(failure);
      const fieldErrors = fieldErrorsOf(failure);
      if (fieldErrors) form.setErrors(firstMessages(fieldErrors));
      refuse();
    } finally {
      setSaving(false);
    }
  }, refuse);

  // Only a stale save prompts a reload; another 409 (a taken number, a locked record) says its own.
  const stale = isApiError(error) && error.status === 409 && error.body.message === TEXTS.staleEdit;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md" maw={maw}>
        {readOnlyReason ? (
          <Alert
            variant="light"
            color="gray"
            icon={<IconLock size={18} />}
            title={readOnlyReason}
          />
        ) : null}
        {stale ? <ConflictPanel onReload={onReload} /> : <ErrorPanel error={error} />}
        <Fieldset variant="unstyled" disabled={saving || readOnlyReason !== null}>
          <Stack gap="md">{children}</Stack>
        </Fieldset>
        {readOnlyReason ? (
          <Group justify="center" mt="lg">
            <Button variant="default" onClick={onCancel}>
              {TEXTS.backToList}
            </Button>
          </Group>
        ) : (
          <SaveCancelButtons onCancel={onCancel} loading={saving} />
        )}
      </Stack>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </form>
  );
}
