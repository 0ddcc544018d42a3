import { receivingScheduleEndpoints, scheduleLockReason } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { useInvalidateOnServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { inboundKeys } from '../api/inbound-keys.ts';
import { useScheduleSearch } from '../api/search-receiving-schedules.ts';
import {
  SCHEDULE_COLUMNS,
  SCHEDULE_LIST,
  scheduleSearchFields,
  withDefaultRange,
} from '../components/ScheduleList.tsx';

const LIVE = ['process.updated'] as const;

/** /receiving_schedules: 入荷予定一覧 — statuses follow the background sends and fetches live. */
export function ReceivingScheduleListPage() {
  const listed = useListSearch(SCHEDULE_LIST, useScheduleSearch, withDefaultRange);
  useInvalidateOnServerEvent(LIVE, inboundKeys.all);
  return (
    <ResourceList
      {...listed}
      columns={SCHEDULE_COLUMNS}
      rowLabel={(row) => row.number}
      searchForm={{
        label: '入荷予定の検索',
        fields: scheduleSearchFields,
      }}
      registerTo={paths.receivingSchedules.register()}
      // A schedule past editing opens to read: its link says 詳細.
      editTo={(row) => (scheduleLockReason(row) ? null : paths.receivingSchedules.edit(row.id))}
      detailTo={(row) => paths.receivingSchedules.detail(row.id)}
      csv={{ url: receivingScheduleEndpoints.export.path, fallbackName: '入荷予定一覧.csv' }}
    />
  );
}
