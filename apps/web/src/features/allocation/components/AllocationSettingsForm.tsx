import { Checkbox, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import {
  ALLOCATION_METHOD_VALUES,
  ALLOCATION_METHODS,
  ALLOCATION_PRIORITIES,
  ALLOCATION_PRIORITY_VALUES,
  ALLOCATION_SETTINGS_FIELD_LABELS as LABELS,
  AUTO_INTERVAL_MAX,
  AUTO_INTERVAL_MIN,
  EXPIRY_WARNING_DAYS_MAX,
  EXPIRY_WARNING_DAYS_MIN,
  allocationSettingsFormSchema,
  type AllocationSettingsDto,
  type AllocationSettingsFormValues,
} from '@logi/shared';
import {
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import {
  FieldLabel,
  RemoteSelect,
  requiredLabel,
  SelectField,
} from '../../../components/ui/index.ts';
import { warehouseGroupSource } from '../../../lib/master-options/index.ts';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

export type AllocationSettingsFields = Omit<AllocationSettingsDto, 'version' | 'updatedAt'>;

const METHOD_HELP: Record<(typeof ALLOCATION_METHOD_VALUES)[number], string> = {
  order: '受注のすべての明細を1つの倉庫から引当します（受注を分けません）',
  line: '明細ごとに、その明細の在庫がある最初の倉庫から引当します',
  split: '明細の数量を倉庫の順に分けて引当します',
};

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${hour}:00`,
}));

type Props = RecordFormProps<
  AllocationSettingsFields,
  AllocationSettingsFormValues,
  AllocationSettingsDto
>;

/** 引当処理設定: the shared schema's rules, checked on blur and on submit. */
export function AllocationSettingsForm({ initialValues, ...handlers }: Props) {
  const form = useResourceForm(allocationSettingsFormSchema, initialValues);
  return (
    <ResourceForm form={form} schema={allocationSettingsFormSchema} {...handlers}>
      <Radio.Group
        label={<FieldLabel required>{LABELS.method}</FieldLabel>}
        {...form.getInputProps('method')}
      >
        <Stack gap={6} mt={8}>
          {ALLOCATION_METHOD_VALUES.map((value) => (
            <Radio
              key={value}
              value={value}
              label={ALLOCATION_METHODS[value]}
              description={METHOD_HELP[value]}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group
        label={<FieldLabel required>{LABELS.priority}</FieldLabel>}
        {...form.getInputProps('priority')}
      >
        <Group gap="lg" mt={8}>
          {ALLOCATION_PRIORITY_VALUES.map((value) => (
            <Radio key={value} value={value} label={ALLOCATION_PRIORITIES[value]} />
          ))}
        </Group>
      </Radio.Group>
      <Checkbox
        label="一部引当を許可する（在庫が足りない受注も、ある分だけ引当します）"
        {...form.getInputProps('allowPartial', { type: 'checkbox' })}
      />
      <Group align="flex-end">
        <Checkbox
          label="自動引当を行う（受注の取込時と、設定した間隔ごと）"
          {...form.getInputProps('autoEnabled', { type: 'checkbox' })}
        />
        <NumberInput
          {...requiredLabel(LABELS.autoIntervalMinutes)}
          min={AUTO_INTERVAL_MIN}
          max={AUTO_INTERVAL_MAX}
          allowDecimal={false}
          maw={200}
          {...form.getInputProps('autoIntervalMinutes')}
        />
      </Group>
      <SelectField
        {...requiredLabel(LABELS.cutoffHour)}
        description="締め時刻を過ぎた出荷指示の出荷日は翌営業日になります（日曜日は営業日ではありません）"
        data={HOURS}
        allowDeselect={false}
        maw={200}
        value={String(form.values.cutoffHour)}
        onChange={(value) => form.setFieldValue('cutoffHour', Number(value))}
        error={form.getInputProps('cutoffHour').error}
      />
      <NumberInput
        {...requiredLabel(LABELS.expiryWarningDays)}
        description="賞味期限までの日数がこの日数以内のロットを期限切れ間近として表示します"
        min={EXPIRY_WARNING_DAYS_MIN}
        max={EXPIRY_WARNING_DAYS_MAX}
        allowDecimal={false}
        maw={200}
        {...form.getInputProps('expiryWarningDays')}
      />
      <RemoteSelect
        label={LABELS.defaultWarehouseGroupId}
        description="ショップに倉庫グループが設定されていない場合に使います"
        source={warehouseGroupSource}
        // The members in priority order, so the default is chosen knowing where stock comes from.
        optionLabel={(group) =>
          `${group.name}（${group.members.map((member) => member.name).join(' → ') || '倉庫なし'}）`
        }
        {...idFieldProps(form, 'defaultWarehouseGroupId')}
        nothingFoundMessage="倉庫グループがありません"
        waitForOptions
        clearable
        maw={480}
      />
      <Text size="sm" c="dimmed">
        {LABELS.method}・{LABELS.priority}は引当の理由として受注ごとに記録されます。
      </Text>
    </ResourceForm>
  );
}
