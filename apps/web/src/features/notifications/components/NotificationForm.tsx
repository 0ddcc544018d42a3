import { Checkbox, Group, Skeleton, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import {
  NOTIFICATION_TAG_VALUES,
  NOTIFICATION_TAGS,
  notificationFormSchema,
  type AdminNotificationDto,
  type NotificationFormValues,
} from '@logi/shared';
import {
  ResourceForm,
  useResourceForm,
  validateOnBlur,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import {
  DateField,
  FieldLabel,
  requiredLabel,
  SelectField,
  selectOptions,
} from '../../../components/ui/index.ts';
import type { NotificationFormFields } from '../form/notification-form-values.ts';

// The editor is the heaviest part of the app: it loads only with a form.
const RichTextField = lazy(() => import('./RichTextField.tsx'));

const EMPTY_EDITOR = '<p></p>';

const TAG_OPTIONS = selectOptions(
  NOTIFICATION_TAG_VALUES,
  (value) => NOTIFICATION_TAGS[value].label,
);

export type NotificationFormProps = RecordFormProps<
  NotificationFormFields,
  NotificationFormValues,
  AdminNotificationDto
>;

/** The admin notification form: spec §5 rules (the shared schema), checked on blur and on submit. */
export function NotificationForm({ initialValues, ...handlers }: NotificationFormProps) {
  const form = useResourceForm(notificationFormSchema, initialValues);
  const contentProps = form.getInputProps('content');

  return (
    <ResourceForm form={form} schema={notificationFormSchema} {...handlers}>
      <TextInput {...requiredLabel('タイトル')} {...form.getInputProps('title')} />
      <Group grow align="flex-start" maw={520}>
        <SelectField
          {...requiredLabel('タグ')}
          data={TAG_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('tag')}
        />
        <DateField
          {...requiredLabel('公開日')}
          {...form.getInputProps('publishedAt')}
          value={form.values.publishedAt}
        />
      </Group>
      <Group gap="xl">
        <Checkbox label="重要" {...form.getInputProps('isImportant', { type: 'checkbox' })} />
        <Checkbox label="公開する" {...form.getInputProps('isPublished', { type: 'checkbox' })} />
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
          // An empty editor holds <p></p>: that is no content, and no change to guard.
          onChange={(html) => form.setFieldValue('content', html === EMPTY_EDITOR ? '' : html)}
          onBlur={() => validateOnBlur(form, 'content')}
          error={contentProps.error}
        />
      </Suspense>
    </ResourceForm>
  );
}
