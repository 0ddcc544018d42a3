import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { TEXTS } from '@logi/shared';

export interface DeleteConfirmDialogProps {
  opened: boolean;
  /** What is about to be deleted, shown as the dialog body. */
  message: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the deletion runs: the confirm button spins and closing is blocked. */
  loading?: boolean;
}

/** The shared 項目の削除 confirmation (spec §2). */
export function DeleteConfirmDialog({
  opened,
  message,
  onCancel,
  onConfirm,
  loading = false,
}: DeleteConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={TEXTS.deleteDialogTitle}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {TEXTS.deleteDialogCancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {TEXTS.deleteDialogConfirm}
        </Button>
      </Group>
    </Modal>
  );
}
