import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreSchedule } from '../api/store-receiving-schedule.ts';
import { ScheduleForm, scheduleDefaults } from '../components/ScheduleForm.tsx';

/** /receiving_schedules/register: 入荷予定登録; an external warehouse's schedule is sent on save. */
export function ReceivingScheduleRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreSchedule();
  return (
    <ScheduleForm
      initialValues={scheduleDefaults()}
      save={(values) => store.mutateAsync(values)}
      onSaved={(saved) => {
        notifications.show({ color: 'teal', message: '入荷予定を登録しました' });
        // The detail shows the send's progress (未連携 → 入荷待ち) or takes the receipts.
        void navigate(paths.receivingSchedules.detail(saved.id));
      }}
      onCancel={() => void navigate(paths.receivingSchedules.list())}
    />
  );
}
