import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CONFIRM_TEXTS,
  receivingScheduleCancelSchema,
  type ReceivingScheduleDetailDto,
} from '@logi/shared';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { useCancelSchedule } from '../api/schedules.ts';

const T = CONFIRM_TEXTS.cancelSchedule;

/** キャンセル of the whole schedule, with a reason (an external one is cancelled at the warehouse first). */
export function CancelButton({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  const cancel = useCancelSchedule();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const parsed = receivingScheduleCancelSchema.shape.reason.safeParse(reason);
    const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    setError(message);
    return message === null;
  };
  return (
    <ConfirmActionButton
      label="キャンセル"
      buttonProps={{ color: 'red', variant: 'light' }}
      title={T.title}
      message={T.message(schedule.number, schedule.warehouseName, schedule.warehouseIsOwn)}
      confirmLabel={T.confirm}
      dismissLabel={T.dismiss}
      color="red"
      onOpen={() => {
        setReason('');
        setError(null);
      }}
      validate={check}
      onConfirm={async () => {
        await cancel.mutateAsync({
          id: schedule.id,
          values: { reason, version: schedule.version },
        });
        notifications.show({ color: 'teal', message: 'キャンセルを受け付けました' });
      }}
    >
      <Textarea
        label="キャンセル理由"
        required
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        onBlur={check}
        error={error}
      />
    </ConfirmActionButton>
  );
}
