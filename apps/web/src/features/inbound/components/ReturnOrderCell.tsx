import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RETURN_FORM_TEXT, type CustomerReturnDto } from '@logi/shared';
import { paths } from '../../../lib/paths.ts';

/** 受注番号 of a return: a link to the order it came from, or 注文なし beside any number typed. */
export function ReturnOrderCell({ record }: { record: CustomerReturnDto }) {
  if (record.orderId !== null)
    return (
      <Anchor component={Link} to={paths.allocationManagement.order(record.orderId)}>
        {record.orderNumber}
      </Anchor>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color="gray" size="sm">
        {RETURN_FORM_TEXT.noOrder}
      </Badge>
      {record.orderNumber ? <Text size="sm">{record.orderNumber}</Text> : null}
    </Group>
  );
}
