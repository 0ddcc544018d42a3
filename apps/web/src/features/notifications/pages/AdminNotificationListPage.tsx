import { Group, Pagination, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { NOTIFICATION_SEARCH_PER_PAGE_DEFAULT } from '@logi/shared';
import { paths } from '../../../lib/paths.ts';
import {
  DeleteConfirmDialog,
  ErrorPanel,
  QueryState,
  RegisterButton,
  TableSkeleton,
} from '../../../components/ui/index.ts';
import { useDestroyAdminNotification } from '../api/destroy-admin-notification.ts';
import type { AdminNotificationDto } from '@logi/shared';
import { useAdminNotificationSearch } from '../api/search-admin-notifications.ts';
import {
  AdminNotificationTable,
  type NotificationSort,
} from '../components/AdminNotificationTable.tsx';
import {
  EMPTY_FILTERS,
  NotificationSearchForm,
  type NotificationFilters,
} from '../components/NotificationSearchForm.tsx';

const DEFAULT_SORT: NotificationSort = { sort: 'published_at', direction: 'desc' };

/** /admin/user_notifications: search, server-side paging and sorting, edit and delete. */
export function AdminNotificationListPage() {
  const [filters, setFilters] = useState<NotificationFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<AdminNotificationDto | null>(null);
  const search = useAdminNotificationSearch({
    ...filters,
    ...sort,
    page,
    perPage: NOTIFICATION_SEARCH_PER_PAGE_DEFAULT,
  });
  const destroy = useDestroyAdminNotification();

  // A page emptied by a delete (or a shrinking result) falls back to the last page that exists.
  const lastPage = search.data?.lastPage;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [lastPage, page]);

  const confirmDelete = () => {
    if (!deleting) return;
    destroy.mutate(deleting.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'お知らせを削除しました' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md">
      <NotificationSearchForm
        initialFilters={filters}
        loading={search.isFetching}
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {search.data ? `${search.data.total}件` : ''}
        </Text>
        <RegisterButton to={paths.adminUserNotifications.register()} />
      </Group>
      <ErrorPanel error={destroy.error} />
      <QueryState
        query={search}
        skeleton={<TableSkeleton columns={6} />}
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <Stack gap="md">
            <AdminNotificationTable
              rows={data.data}
              sort={sort}
              onSortChange={(next) => {
                setSort(next);
                setPage(1);
              }}
              onDelete={setDeleting}
            />
            {data.lastPage > 1 ? (
              <Group justify="center">
                <Pagination total={data.lastPage} value={data.currentPage} onChange={setPage} />
              </Group>
            ) : null}
          </Stack>
        )}
      </QueryState>
      <DeleteConfirmDialog
        opened={deleting !== null}
        message={deleting ? `「${deleting.title}」を削除しますか？` : ''}
        loading={destroy.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
