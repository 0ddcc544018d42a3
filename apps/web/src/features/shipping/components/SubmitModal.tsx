import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/index.ts';

type SubmitModalProps = Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  /** The action's call: its refusal shows above the buttons, its progress on the button. */
  action: { error: unknown; isPending: boolean };
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
};

/** A shipping action's modal form: its fields, the call's error, then 閉じる and the action. */
export function SubmitModal({
  action,
  submitLabel,
  onSubmit,
  children,
  ...modal
}: SubmitModalProps) {
  return (
    <Modal {...modal}>
      <Stack>
        {children}
        {action.error ? <ErrorPanel error={action.error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={modal.onClose}>
            閉じる
          </Button>
          <Button loading={action.isPending} onClick={onSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
