import { Checkbox, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useEffect } from 'react';
import {
  NOTIFICATION_TAG_VALUES,
  NOTIFICATION_TAGS,
  notificationFormSchema,
  type NotificationFormValues,
} from '@logi/shared';
import {
  DateField,
  FieldLabel,
  SaveCancelButtons,
  SelectField,
} from '../../../components/ui/index.ts';
import type { NotificationFormFields } from '../form/notification-form-values.ts';
import { firstMessages, zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';

// The editor is the heaviest part of the app: it loads only with a form.
const RichTextField = lazy(() => import('./RichTextField.tsx'));

const TAG_OPTIONS = NOTIFICATION_TAG_VALUES.map((value) => ({
  value,
  label: NOTIFICATION_TAGS[value].label,
}));

export type NotificationFormProps = {
  initialValues: NotificationFormFields;
  onSubmit: (values: NotificationFormValues) => void;
  onCancel: () => void;
  /** Field errors of a 422 answer, shown under their fields. */
  errors?: Record<string, string[]>;
  /** While saving: inputs locked, 保存 spinning. */
  disabled?: boolean;
};

/** The admin notification form: spec §5 rules (the shared schema), checked on blur and on submit. */
export function NotificationForm({
  initialValues,
  onSubmit,
  onCancel,
  errors,
  disabled = false,
}: NotificationFormProps) {
  const form = useForm<NotificationFormFields>({
    mode: 'controlled',
    initialValues,
    validate: zodFormResolver(notificationFormSchema),
    validateInputOnBlur: true,
  });

  useEffect(() => {
    if (errors) form.setErrors(firstMessages(errors));
    // form is a new object each render; only a new answer should set the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  const submit = form.onSubmit((values) => onSubmit(notificationFormSchema.parse(values)));
  const contentProps = form.getInputProps('content');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={880}>
        <TextInput
          label={<FieldLabel required>タイトル</FieldLabel>}
          disabled={disabled}
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Group grow align="flex-start" maw={520}>
          <SelectField
            label={<FieldLabel required>タグ</FieldLabel>}
            data={TAG_OPTIONS}
            allowDeselect={false}
            disabled={disabled}
            key={form.key('tag')}
            {...form.getInputProps('tag')}
          />
          <DateField
            label={<FieldLabel required>公開日</FieldLabel>}
            disabled={disabled}
            key={form.key('publishedAt')}
            {...form.getInputProps('publishedAt')}
            value={form.values.publishedAt}
          />
        </Group>
        <Group gap="xl">
          <Checkbox
            label="重要"
            disabled={disabled}
            key={form.key('isImportant')}
            {...form.getInputProps('isImportant', { type: 'checkbox' })}
          />
          <Checkbox
            label="公開する"
            disabled={disabled}
            key={form.key('isPublished')}
            {...form.getInputProps('isPublished', { type: 'checkbox' })}
          />
        </Group>
        <Suspense
          fallback={
            <Skeleton
              height={260}
              radius="sm"
              role="status"
              aria-busy="true"
              aria-label="読み込み中"
            />
          }
        >
          <RichTextField
            label={<FieldLabel required>本文</FieldLabel>}
            value={form.values.content}
            onChange={(html) => form.setFieldValue('content', html)}
            onBlur={() => form.validateField('content')}
            error={contentProps.error}
            disabled={disabled}
          />
        </Suspense>
        <SaveCancelButtons onCancel={onCancel} loading={disabled} />
      </Stack>
    </form>
  );
}
