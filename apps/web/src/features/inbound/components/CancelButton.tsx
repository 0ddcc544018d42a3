import { Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CONFIRM_TEXTS,
  receivingScheduleCancelSchema,
  type ReceivingScheduleDetailDto,
} from '@logi/shared';
import { ConfirmActionButton, fieldMessage, useReason } from '../../../components/ui/index.ts';
import { useCancelSchedule } from '../api/cancel-receiving-schedule.ts';

const T = CONFIRM_TEXTS.cancelSchedule;

/** キャンセル of the whole schedule, with a reason (an external one is cancelled at the warehouse first). */
export function CancelButton({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  const cancel = useCancelSchedule();
  const reason = useReason((text) =>
    fieldMessage(receivingScheduleCancelSchema.shape.reason, text),
  );
  return (
    <ConfirmActionButton
      label="キャンセル"
      buttonProps={{ color: 'red', variant: 'light' }}
      title={T.title}
      message={T.message(schedule.number, schedule.warehouseName, schedule.warehouseIsOwn)}
      confirmLabel={T.confirm}
      dismissLabel={T.dismiss}
      color="red"
      onOpen={reason.reset}
      validate={reason.check}
      onConfirm={async () => {
        await cancel.mutateAsync({
          id: schedule.id,
          values: { reason: reason.reason, version: schedule.version },
        });
        notifications.show({ color: 'teal', message: 'キャンセルを受け付けました' });
      }}
    >
      <Textarea label="キャンセル理由" {...reason.inputProps} />
    </ConfirmActionButton>
  );
}
