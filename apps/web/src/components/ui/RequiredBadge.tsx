import type { ReactNode } from 'react';
import { Badge, Group } from '@mantine/core';
import { TEXTS } from '@logi/shared';

/** The 必須 badge; rendered as a span so it can sit inside a <label>. */
export function RequiredBadge() {
  return (
    <Badge component="span" color="red" variant="filled" size="xs" radius="sm">
      {TEXTS.requiredBadge}
    </Badge>
  );
}

/** A field label followed by the 必須 badge when required; pass it as a Mantine input `label`. */
export function FieldLabel({
  children,
  required = false,
}: {
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <Group component="span" gap={6} wrap="nowrap" style={{ display: 'inline-flex' }}>
      <span>{children}</span>
      {required ? <RequiredBadge /> : null}
    </Group>
  );
}

/** A required field's label (with 必須) and its aria-required, spread into a Mantine input. */
export const requiredLabel = (text: ReactNode) => ({
  'aria-required': true,
  label: <FieldLabel required>{text}</FieldLabel>,
});
