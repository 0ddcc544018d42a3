import { Alert, Group, NumberInput } from '@mantine/core';
import { useState } from 'react';
import {
  INBOUND_CARRIERS,
  INBOUND_KIND_LABELS,
  INBOUND_MESSAGES,
  isAfterCutoff,
  receivingScheduleFormSchema,
  tomorrowJst,
  type InboundKind,
  type ReceivingScheduleDetailDto,
  type ReceivingScheduleFormValues,
} from '@logi/shared';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import {
  DateField,
  NoteField,
  RemoteSelect,
  requiredLabel,
  SelectField,
} from '../../../components/ui/index.ts';
import {
  supplierSource,
  useWarehouses,
  vendorSource,
  warehouseSource,
} from '../../../lib/master-options/index.ts';
import { ProductLinesEditor } from '../../../components/product-lines/index.ts';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

export type ScheduleLineField = {
  productId: number;
  productCode: string;
  productName: string;
  scheduledQty: number | string;
};
export type ScheduleFields = {
  kind: InboundKind;
  warehouseId: number | null;
  vendorId: number | null;
  supplierId: number | null;
  scheduledDate: string | null;
  carrier: string | null;
  parcelCount: number | string;
  note: string;
  lines: ScheduleLineField[];
};

export const scheduleDefaults = (): ScheduleFields => ({
  kind: 'normal',
  warehouseId: null,
  vendorId: null,
  supplierId: null,
  scheduledDate: tomorrowJst(),
  carrier: null,
  parcelCount: '',
  note: '',
  lines: [],
});

export const scheduleFields = (dto: ReceivingScheduleDetailDto): ScheduleFields => ({
  kind: dto.kind,
  warehouseId: dto.warehouseId,
  vendorId: dto.vendorId,
  supplierId: dto.supplierId,
  scheduledDate: dto.scheduledDate,
  carrier: dto.carrier,
  parcelCount: dto.parcelCount ?? '',
  note: dto.note ?? '',
  lines: dto.lines
    .filter((line) => !line.cancelled)
    .map((line) => ({
      productId: line.productId,
      productCode: line.productCode,
      productName: line.productName,
      scheduledQty: line.scheduledQty,
    })),
});

type Props = {
  initialValues: ScheduleFields;
  save: (values: ReceivingScheduleFormValues) => Promise<ReceivingScheduleDetailDto>;
  onSaved: (saved: ReceivingScheduleDetailDto) => void;
  onCancel: () => void;
  onReload?: () => void;
  /** A schedule past editing opens read-only with this reason (scheduleLockReason). */
  readOnlyReason?: string | null;
};

/** 入荷予定の登録・編集: the header (vendor or supplier by the warehouse's kind) and its lines. */
export function ScheduleForm({ initialValues, readOnlyReason = null, ...handlers }: Props) {
  const form = useResourceForm(receivingScheduleFormSchema, initialValues);
  const warehouses = useWarehouses();
  const [now] = useState(() => new Date());
  const warehouse = warehouses.data?.find((row) => row.id === form.values.warehouseId);
  const isOwn = warehouse ? warehouse.type === 'own' : true;
  const lateForTomorrow = form.values.scheduledDate === tomorrowJst(now) && isAfterCutoff(now);
  return (
    <ResourceForm
      form={form}
      schema={receivingScheduleFormSchema}
      {...handlers}
      readOnlyReason={readOnlyReason}
    >
      <Group align="flex-start">
        <SelectField
          {...requiredLabel('入荷区分')}
          data={Object.entries(INBOUND_KIND_LABELS).map(([value, label]) => ({ value, label }))}
          w={200}
          {...form.getInputProps('kind')}
        />
        <RemoteSelect
          {...requiredLabel('入荷先')}
          source={warehouseSource}
          where={(row) => row.inUse}
          searchable
          w={320}
          {...idFieldProps(form, 'warehouseId')}
        />
        {isOwn ? (
          <RemoteSelect
            {...requiredLabel('仕入先')}
            source={supplierSource}
            searchable
            w={320}
            {...idFieldProps(form, 'supplierId')}
          />
        ) : (
          <RemoteSelect
            {...requiredLabel('ベンダー')}
            source={vendorSource}
            searchable
            w={320}
            {...idFieldProps(form, 'vendorId')}
          />
        )}
      </Group>
      <Group align="flex-start">
        <DateField
          {...requiredLabel('入荷予定日')}
          w={200}
          minDate={tomorrowJst(now)}
          {...form.getInputProps('scheduledDate')}
          value={form.values.scheduledDate}
          onChange={(day) => form.setFieldValue('scheduledDate', day)}
        />
        <SelectField
          label="配送業者"
          data={[...INBOUND_CARRIERS]}
          clearable
          w={200}
          {...form.getInputProps('carrier')}
        />
        <NumberInput
          label="個口数"
          min={1}
          allowDecimal={false}
          w={140}
          {...form.getInputProps('parcelCount')}
        />
      </Group>
      {lateForTomorrow && (
        <Alert variant="default" color="orange" title="入荷予定日の確認">
          {INBOUND_MESSAGES.afterCutoff}
        </Alert>
      )}
      <NoteField {...form.getInputProps('note')} />
      <ProductLinesEditor
        form={form}
        title="入荷明細"
        columns={[{ field: 'scheduledQty', label: '予定数', min: 1, width: 140 }]}
        newLine={() => ({ scheduledQty: 1 })}
        readOnly={Boolean(readOnlyReason)}
      />
    </ResourceForm>
  );
}
