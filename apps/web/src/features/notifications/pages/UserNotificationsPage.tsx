import { Grid, Group, Pagination, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState, TableSkeleton } from '../../../components/ui/index.ts';
import { useUserNotifications } from '../api/get-user-notifications.ts';
import { NotificationListItem } from '../components/NotificationListItem.tsx';
import { UserNotificationDetail } from '../components/UserNotificationDetail.tsx';

const PAGE_SIZE = 20;

/** A positive integer id from ?id=, or null (absent or not a number: nothing selected). */
function selectedIdOf(raw: string | null): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/** /user_notifications?id={id}: every notification on one side, the selected one in full beside it. */
export function UserNotificationsPage() {
  const [searchParams] = useSearchParams();
  const rawId = searchParams.get('id');
  const selectedId = selectedIdOf(rawId);
  const [page, setPage] = useState(1);
  const list = useUserNotifications({ limit: PAGE_SIZE, page });

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder p="xs" component="nav" aria-label="お知らせ一覧">
          <QueryState
            query={list}
            skeleton={<TableSkeleton rows={5} columns={1} />}
            isEmpty={(data) => data.total === 0}
          >
            {(data) => (
              <Stack gap={2}>
                {data.data.map((notification) => (
                  <NotificationListItem
                    key={notification.id}
                    notification={notification}
                    selected={notification.id === selectedId}
                  />
                ))}
                {data.lastPage > 1 ? (
                  <Group justify="center" mt="xs">
                    <Pagination
                      size="sm"
                      total={data.lastPage}
                      value={data.currentPage}
                      onChange={setPage}
                    />
                  </Group>
                ) : null}
              </Stack>
            )}
          </QueryState>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder p="md">
          {/* A malformed ?id= names nothing: show "not found" rather than the prompt. */}
          <UserNotificationDetail id={rawId !== null && selectedId === null ? 0 : selectedId} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
