import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SKU_MAPPING_LABELS as L, skuMappingFormSchema, type SkuMappingDto } from '@logi/shared';
import {
  DeleteConfirmDialog,
  ErrorPanel,
  QueryState,
  RemoteSelect,
  requiredLabel,
  TableSkeleton,
} from '../../../components/ui/index.ts';
import { fieldErrorsOf } from '../../../lib/form/field-errors-of.ts';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { shopSource } from '../../../lib/master-options/index.ts';
import { useDestroySkuMapping } from '../api/destroy-sku-mapping.ts';
import { useSkuMappings } from '../api/get-sku-mappings.ts';
import { useStoreSkuMapping } from '../api/store-sku-mapping.ts';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

type Fields = { shopId: number | null; shopSkuCode: string };

/** SKU対応表 on the product's edit page: the product's code at each shop, added and deleted here. */
export function SkuMappingPanel({ productId }: { productId: number }) {
  const mappings = useSkuMappings(productId);
  const store = useStoreSkuMapping(productId);
  const destroy = useDestroySkuMapping(productId);
  const [failure, setFailure] = useState<unknown>(null);
  const [removing, setRemoving] = useState<SkuMappingDto | null>(null);
  const form = useForm<Fields>({
    mode: 'controlled',
    initialValues: { shopId: null, shopSkuCode: '' },
    validate: zodFormResolver(skuMappingFormSchema),
    validateInputOnBlur: true,
  });

  const add = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await store.mutateAsync(skuMappingFormSchema.parse(values));
      form.reset();
      notifications.show({ color: 'teal', message: 'SKU対応を追加しました' });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) form.setErrors(fieldErrors);
      else setFailure(error);
    }
  });

  const confirmRemove = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await destroy.mutateAsync(removing.id);
      notifications.show({ color: 'teal', message: 'SKU対応を削除しました' });
    } catch (error) {
      setFailure(error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Paper withBorder p="md" maw={880} component="section" aria-labelledby="sku-mappings-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="sku-mappings-title">
          SKU対応表
        </Title>
        <ErrorPanel error={failure} />
        <QueryState
          query={mappings}
          skeleton={<TableSkeleton />}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <Table striped withTableBorder aria-label="SKU対応表">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{L.shopId}</Table.Th>
                  <Table.Th>{L.shopSkuCode}</Table.Th>
                  <Table.Th w={60}>
                    <VisuallyHidden>操作</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {row.shop.code} {row.shop.name}
                    </Table.Td>
                    <Table.Td>{row.shopSkuCode}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${row.shopSkuCode}を削除`}
                        onClick={() => setRemoving(row)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
        <form onSubmit={add} noValidate aria-label="SKU対応の追加">
          <Group align="flex-start">
            <RemoteSelect
              {...requiredLabel(L.shopId)}
              source={shopSource}
              searchable
              {...idFieldProps(form, 'shopId')}
              w={280}
            />
            <TextInput
              {...requiredLabel(L.shopSkuCode)}
              description="半角英数字とハイフン"
              {...form.getInputProps('shopSkuCode')}
              w={240}
            />
            <Button type="submit" mt={25} loading={store.isPending}>
              追加
            </Button>
          </Group>
        </form>
      </Stack>
      <DeleteConfirmDialog
        opened={removing !== null}
        message={
          removing ? `${removing.shop.name}のSKU「${removing.shopSkuCode}」を削除しますか？` : ''
        }
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        loading={destroy.isPending}
      />
    </Paper>
  );
}
