import {
  ActionIcon,
  Group,
  NumberInput,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  customerReturnFormSchema,
  RETURN_CONDITION_LABELS,
  RETURN_CONDITION_VALUES,
  RETURN_REASONS,
  todayJst,
  type CustomerReturnFormValues,
  type ReturnCondition,
} from '@logi/shared';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { DateField, FieldLabel, SelectField } from '../../../components/ui/index.ts';
import { useInboundWarehouses, useShopOptions } from '../api/options.ts';
import { ProductPicker } from './ProductPicker.tsx';

type ReturnLineField = {
  productId: number;
  productCode: string;
  quantity: number | string;
  condition: ReturnCondition;
};
export type ReturnFields = {
  orderNumber: string;
  shopId: number | null;
  warehouseId: number | null;
  returnedOn: string | null;
  reason: string | null;
  note: string;
  lines: ReturnLineField[];
};

export const returnDefaults = (): ReturnFields => ({
  orderNumber: '',
  shopId: null,
  warehouseId: null,
  returnedOn: todayJst(),
  reason: null,
  note: '',
  lines: [],
});

const toId = (value: string | null) => (value === null ? null : Number(value));

type Props = {
  save: (values: CustomerReturnFormValues) => Promise<unknown>;
  onSaved: () => void;
  onCancel: () => void;
};

/** 返品実績の手入力 (own warehouses): the parcel and each product with its condition. */
export function ReturnForm({ save, onSaved, onCancel }: Props) {
  const form = useResourceForm(customerReturnFormSchema, returnDefaults());
  const warehouses = useInboundWarehouses();
  const shops = useShopOptions();
  const own = (warehouses.data ?? []).filter((row) => row.type === 'own');
  return (
    <ResourceForm
      form={form}
      schema={customerReturnFormSchema}
      save={save}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <Group align="flex-start">
        <SelectField
          label={<FieldLabel required>倉庫</FieldLabel>}
          data={own.map((row) => ({ value: String(row.id), label: `${row.code} ${row.name}` }))}
          w={320}
          {...form.getInputProps('warehouseId')}
          value={form.values.warehouseId === null ? null : String(form.values.warehouseId)}
          onChange={(id) => form.setFieldValue('warehouseId', toId(id))}
        />
        <DateField
          label={<FieldLabel required>返品日</FieldLabel>}
          w={200}
          {...form.getInputProps('returnedOn')}
          value={form.values.returnedOn}
          onChange={(day) => form.setFieldValue('returnedOn', day)}
        />
        <SelectField
          label={<FieldLabel required>返品理由</FieldLabel>}
          data={[...RETURN_REASONS]}
          w={200}
          {...form.getInputProps('reason')}
        />
      </Group>
      <Group align="flex-start">
        <TextInput label="受注番号" w={240} {...form.getInputProps('orderNumber')} />
        <SelectField
          label="ショップ"
          clearable
          data={shops.data ?? []}
          w={320}
          {...form.getInputProps('shopId')}
          value={form.values.shopId === null ? null : String(form.values.shopId)}
          onChange={(id) => form.setFieldValue('shopId', toId(id))}
        />
      </Group>
      <Textarea label="備考" autosize minRows={2} maw={640} {...form.getInputProps('note')} />
      <Title order={2} size="h4">
        返品明細
      </Title>
      <ProductPicker
        excluded={[]}
        onAdd={(product) =>
          form.insertListItem('lines', {
            productId: product.id,
            productCode: product.productCode,
            quantity: 1,
            condition: 'good',
          })
        }
      />
      {form.errors.lines && (
        <Text c="red" size="sm">
          {form.errors.lines}
        </Text>
      )}
      <Table withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>商品コード</Table.Th>
            <Table.Th>数量</Table.Th>
            <Table.Th>状態</Table.Th>
            <Table.Th>削除</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {form.values.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.productCode}</Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={`${line.productCode}の数量`}
                  min={1}
                  allowDecimal={false}
                  w={120}
                  {...form.getInputProps(`lines.${index}.quantity`)}
                />
              </Table.Td>
              <Table.Td>
                <SelectField
                  aria-label={`${line.productCode}の状態`}
                  data={RETURN_CONDITION_VALUES.map((value) => ({
                    value,
                    label: RETURN_CONDITION_LABELS[value],
                  }))}
                  w={140}
                  {...form.getInputProps(`lines.${index}.condition`)}
                />
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${line.productCode}を削除`}
                  onClick={() => form.removeListItem('lines', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ResourceForm>
  );
}
