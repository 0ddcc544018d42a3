import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CONFIRM_TEXTS } from '@logi/shared';
import { ErrorPanel } from './ErrorPanel.tsx';

export type ConfirmActionButtonProps = {
  /** The button that opens the confirmation (its visible text). */
  label: ReactNode;
  /** The opening button's look and state (variant, color, disabled, title). */
  buttonProps?: ButtonProps & { title?: string };
  title: string;
  /** What will happen: how many records, to which warehouse (labels in packages/shared). */
  message: ReactNode;
  /** The confirming button, named by the action (e.g. 出荷指示する). */
  confirmLabel: string;
  /** The way out; nothing is sent. */
  dismissLabel?: string;
  /** Red for what removes (キャンセル of orders or instructions). */
  color?: ButtonProps['color'];
  /** Sends; the dialog closes once it resolves and shows why when it rejects. */
  onConfirm: () => Promise<unknown>;
  /** Checks the dialog's own fields first: false keeps it open (the fields say why). */
  validate?: () => boolean;
  /** Called as the dialog opens, e.g. to reset its fields. */
  onOpen?: () => void;
  /** Fields the action needs (a reason, a decision), between the message and the buttons. */
  children?: ReactNode;
};

/**
 * The one confirmation of an action that cannot be undone (decision 046): a modal that takes focus
 * (on the way out, so a stray Enter sends nothing), closes on Escape, and sends only on its
 * confirming button.
 */
export function ConfirmActionButton({
  label,
  buttonProps,
  title,
  message,
  confirmLabel,
  dismissLabel = CONFIRM_TEXTS.dismiss,
  color,
  onConfirm,
  validate,
  onOpen,
  children,
}: ConfirmActionButtonProps) {
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const open = () => {
    setError(null);
    onOpen?.();
    setOpened(true);
  };
  const close = () => {
    if (!pending) setOpened(false);
  };
  const confirm = async () => {
    if (validate && !validate()) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpened(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={title}
        centered
        closeOnClickOutside={!pending}
        closeOnEscape={!pending}
        withCloseButton={!pending}
        styles={{ title: { fontWeight: 700 } }}
      >
        <Stack>
          <Text>{message}</Text>
          {children}
          {error ? <ErrorPanel error={error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending} data-autofocus>
              {dismissLabel}
            </Button>
            <Button color={color} loading={pending} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
