import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorPanel } from '../../../components/ui/index.ts';

type SubmitModalProps = Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  /** The call's refusal, shown above the buttons. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  children: ReactNode;
};

/** A shipping action's modal form: its fields, the call's error, then 閉じる and the action. */
export function SubmitModal({
  error,
  pending,
  submitLabel,
  onSubmit,
  children,
  ...modal
}: SubmitModalProps) {
  return (
    <Modal {...modal}>
      <Stack>
        {children}
        {error ? <ErrorPanel error={error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={modal.onClose}>
            閉じる
          </Button>
          <Button loading={pending} onClick={onSubmit}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
