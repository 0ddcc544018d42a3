import { Button, Group, Modal, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

export const UNSAVED_CHANGES_TEXTS = {
  title: '変更が保存されていません',
  message: '入力した内容は保存されていません。このページを離れますか？',
  stay: 'このページに留まる',
  leave: '保存せずに移動',
} as const;

/** Asks before leaving a form with unsaved changes; answers the router's blocker. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const opened = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Modal
      opened={opened}
      onClose={stay}
      title={UNSAVED_CHANGES_TEXTS.title}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text>{UNSAVED_CHANGES_TEXTS.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={stay} data-autofocus>
          {UNSAVED_CHANGES_TEXTS.stay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {UNSAVED_CHANGES_TEXTS.leave}
        </Button>
      </Group>
    </Modal>
  );
}
