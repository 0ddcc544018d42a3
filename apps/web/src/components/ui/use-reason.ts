import { useState, type ChangeEvent } from 'react';

type Checkable = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

/** The first message a shared schema gives for a value, or null when the value passes. */
export function fieldMessage(schema: Checkable, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error?.issues[0]?.message ?? null);
}

/**
 * A reason typed into a confirmation (キャンセル理由): its value and message, checked on blur and
 * before sending (`check`), emptied as the dialog opens (`reset`). Spread `inputProps` on a Textarea.
 */
export function useReason(messageOf: (reason: string) => string | null) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const message = messageOf(reason);
    setError(message);
    return message === null;
  };
  return {
    reason,
    check,
    reset: () => {
      setReason('');
      setError(null);
    },
    inputProps: {
      required: true,
      value: reason,
      error,
      onBlur: check,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => setReason(event.currentTarget.value),
    },
  };
}
