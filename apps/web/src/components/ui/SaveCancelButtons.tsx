import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { TEXTS } from '@logi/shared';

export interface SaveCancelButtonsProps {
  onCancel: () => void;
  /** Saving in progress: 保存 spins, キャンセル is blocked. */
  loading?: boolean;
  /** 保存 cannot be pressed (e.g. nothing changed). */
  disabled?: boolean;
}

/** The form footer: キャンセル and a submit button 保存 (spec §2). */
export function SaveCancelButtons({
  onCancel,
  loading = false,
  disabled = false,
}: SaveCancelButtonsProps) {
  return (
    <Group justify="center" gap="md" mt="lg">
      <Button variant="default" w={140} onClick={onCancel} disabled={loading}>
        {TEXTS.cancel}
      </Button>
      <Button
        type="submit"
        w={140}
        loading={loading}
        disabled={disabled}
        leftSection={<IconDeviceFloppy size={18} />}
      >
        {TEXTS.save}
      </Button>
    </Group>
  );
}
