import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { scheduleLockReason } from '@logi/shared';
import { EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useSchedule } from '../api/get-receiving-schedule.ts';
import { useUpdateSchedule } from '../api/update-receiving-schedule.ts';
import { ScheduleForm, scheduleFields } from '../components/ScheduleForm.tsx';

/**
 * /receiving_schedules/{id}/edit: 入荷予定編集, only before receiving starts; past that (入荷完了,
 * キャンセル, ...) the form opens read-only with the reason, and the server still refuses a save.
 */
export function ReceivingScheduleEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const update = useUpdateSchedule();
  return (
    <EditRecord query={useSchedule(id)} fields={8}>
      {(schedule, reload) => (
        <ScheduleForm
          initialValues={scheduleFields(schedule)}
          save={(values) =>
            update.mutateAsync({ id, values: { ...values, version: schedule.version } })
          }
          onSaved={() => {
            notifications.show({ color: 'teal', message: '入荷予定を更新しました' });
            void navigate(paths.receivingSchedules.detail(id));
          }}
          onCancel={() => void navigate(paths.receivingSchedules.list())}
          onReload={reload}
          readOnlyReason={scheduleLockReason(schedule)}
        />
      )}
    </EditRecord>
  );
}
