import { PasswordInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CREDENTIAL_LABELS, CREDENTIALS_BY_KIND, type CredentialView } from '@logi/shared';
import { FieldLabel } from '../../../components/ui/index.ts';
import type { AppSettingFormFields } from '../form/app-setting-form-values.ts';

type CredentialFieldsProps = {
  form: UseFormReturnType<AppSettingFormFields>;
  /** The stored credentials (edit): shown masked; a blank field keeps the stored value. */
  stored?: CredentialView[];
};

/**
 * The credentials of the chosen kind. Values are never shown: a new setting types each one; an
 * edit shows the masked stored value and replaces it only when a new one is typed.
 */
export function CredentialFields({ form, stored }: CredentialFieldsProps) {
  const kind = form.values.kind;
  if (!kind) return null;
  return (
    <Stack gap="sm">
      {CREDENTIALS_BY_KIND[kind].map((key) => {
        const current = stored?.find((view) => view.key === key && view.isSet);
        const label = CREDENTIAL_LABELS[key];
        return (
          <PasswordInput
            key={form.key(`credentials.${key}`)}
            {...form.getInputProps(`credentials.${key}`)}
            label={<FieldLabel required={!current}>{label}</FieldLabel>}
            description={
              current ? (
                <Text span size="xs" c="dimmed">
                  現在の値：<span data-testid={`masked-${key}`}>{current.masked}</span>
                  （変更する場合のみ新しい値を入力してください）
                </Text>
              ) : undefined
            }
            placeholder={current ? '変更しない' : undefined}
            autoComplete="new-password"
            maw={480}
          />
        );
      })}
    </Stack>
  );
}
