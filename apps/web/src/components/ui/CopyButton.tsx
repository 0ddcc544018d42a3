import { useEffect, useRef, useState } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { copyText } from './clipboard.ts';
import { COPIED_DURATION_MS, TEXTS } from '@logi/shared';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  size?: MantineSize;
}

/** コピーする; after a successful copy it reads コピーしました for exactly 2 s (spec §4). */
export function CopyButton({ value, size = 'xs' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = async () => {
    if (!(await copyText(value))) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_DURATION_MS);
  };

  return (
    <Button
      size={size}
      variant="light"
      color={copied ? 'teal' : 'gray'}
      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
      onClick={() => void handleClick()}
      aria-live="polite"
    >
      {copied ? TEXTS.copied : TEXTS.copy}
    </Button>
  );
}
