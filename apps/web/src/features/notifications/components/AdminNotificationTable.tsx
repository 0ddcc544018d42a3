import { Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NOTIFICATION_TAGS, type NotificationSortField } from '@logi/shared';
import { paths } from '../../../lib/paths.ts';
import type { AdminNotificationDto } from '@logi/shared';
import { NotificationBadges } from './NotificationTagBadge.tsx';

export type NotificationSort = { sort: NotificationSortField; direction: 'asc' | 'desc' };

type Props = {
  rows: AdminNotificationDto[];
  sort: NotificationSort;
  onSortChange: (sort: NotificationSort) => void;
  onDelete: (row: AdminNotificationDto) => void;
};

function SortableHeader({
  field,
  label,
  sort,
  onSortChange,
}: { field: NotificationSortField; label: string } & Pick<Props, 'sort' | 'onSortChange'>) {
  const active = sort.sort === field;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconChevronUp : IconChevronDown;
  const next = active && sort.direction === 'desc' ? 'asc' : 'desc';
  return (
    <Table.Th
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <UnstyledButton
        onClick={() => onSortChange({ sort: field, direction: next })}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One page of the admin list, with 編集 and 削除 per row; sortable by ID, タイトル and 公開日. */
export function AdminNotificationTable({ rows, sort, onSortChange, onDelete }: Props) {
  const header = { sort, onSortChange };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader field="id" label="ID" {...header} />
            <SortableHeader field="title" label="タイトル" {...header} />
            <Table.Th>タグ</Table.Th>
            <SortableHeader field="published_at" label="公開日" {...header} />
            <SortableHeader field="is_published" label="公開状態" {...header} />
            <Table.Th w={180}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.title}</Table.Td>
              <Table.Td>
                <NotificationBadges {...NOTIFICATION_TAGS[row.tag]} important={row.isImportant} />
              </Table.Td>
              <Table.Td>{row.publishedAt}</Table.Td>
              <Table.Td>
                <Text size="sm" c={row.isPublished ? undefined : 'dimmed'}>
                  {row.isPublished ? '公開' : '非公開'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component={Link}
                    to={paths.adminUserNotifications.edit(row.id)}
                    size="xs"
                    variant="light"
                  >
                    編集
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => onDelete(row)}>
                    削除
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
