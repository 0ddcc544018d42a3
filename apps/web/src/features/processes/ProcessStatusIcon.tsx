import { Loader, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PROCESS_STATUSES, type ProcessStatus } from '@logi/shared';

/** Spec §4: check (teal) for pending and completed, blue spinner while processing, red cross on failure. */
export function ProcessStatusIcon({ status }: { status: ProcessStatus }) {
  const { label, icon, color } = PROCESS_STATUSES[status];
  if (icon === 'spinner') {
    return <Loader size={20} color={color} aria-label={label} role="img" />;
  }
  return (
    <ThemeIcon size={20} radius="xl" color={color} variant="light" aria-label={label} role="img">
      {icon === 'check' ? <IconCheck size={14} /> : <IconX size={14} />}
    </ThemeIcon>
  );
}
