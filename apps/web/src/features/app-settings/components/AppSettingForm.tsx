import { Checkbox, TextInput } from '@mantine/core';
import {
  APP_SETTING_FIELD_LABELS as LABELS,
  APP_SETTING_KIND_VALUES,
  APP_SETTING_KINDS,
  appSettingEditSchema,
  appSettingFormSchema,
  type AppSettingDto,
  type AppSettingFormValues,
  type CredentialView,
} from '@logi/shared';
import {
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import { requiredLabel, SelectField, selectOptions } from '../../../components/ui/index.ts';
import type { AppSettingFormFields } from '../form/app-setting-form-values.ts';
import { CredentialFields } from './CredentialFields.tsx';

const KIND_OPTIONS = selectOptions(APP_SETTING_KIND_VALUES, (value) => APP_SETTING_KINDS[value]);

export type AppSettingFormProps = RecordFormProps<
  AppSettingFormFields,
  AppSettingFormValues,
  AppSettingDto
> & {
  /** The stored credentials of an edit (masked); absent on register, where each is required. */
  storedCredentials?: CredentialView[];
};

/** The system-integration setting form: the shared schema's rules, checked on blur and on submit. */
export function AppSettingForm({
  initialValues,
  storedCredentials,
  ...handlers
}: AppSettingFormProps) {
  // A new setting needs every credential of its kind; an edit keeps a blank one.
  const schema = storedCredentials ? appSettingEditSchema : appSettingFormSchema;
  const form = useResourceForm(schema, initialValues);

  return (
    <ResourceForm form={form} schema={schema} {...handlers}>
      <TextInput {...requiredLabel(LABELS.name)} {...form.getInputProps('name')} maw={480} />
      <SelectField
        {...requiredLabel(LABELS.kind)}
        data={KIND_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('kind')}
        maw={240}
      />
      <TextInput
        {...requiredLabel(LABELS.endpointUrl)}
        placeholder="https://"
        inputMode="url"
        {...form.getInputProps('endpointUrl')}
      />
      <CredentialFields form={form} stored={storedCredentials} />
      <Checkbox label="有効にする" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </ResourceForm>
  );
}
