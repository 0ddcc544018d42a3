import { Button, Group, Modal, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { ReceivingScheduleDetailDto } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useCancelSchedule } from '../api/schedules.ts';

/** キャンセル of the whole schedule, with a reason (an external one is cancelled at the warehouse first). */
export function CancelButton({ schedule }: { schedule: ReceivingScheduleDetailDto }) {
  const cancel = useCancelSchedule();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)}>
        キャンセル
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="入荷予定のキャンセル">
        <Textarea
          label="キャンセル理由"
          required
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {cancel.error && <ErrorPanel error={cancel.error} />}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpened(false)}>
            閉じる
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { id: schedule.id, values: { reason, version: schedule.version } },
                {
                  onSuccess: () => {
                    setOpened(false);
                    notifications.show({ color: 'teal', message: 'キャンセルを受け付けました' });
                  },
                },
              )
            }
          >
            キャンセルする
          </Button>
        </Group>
      </Modal>
    </>
  );
}
