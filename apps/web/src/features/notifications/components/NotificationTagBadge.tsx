import { Badge, Group } from '@mantine/core';

type TagProps = { label: string; color: string };

/**
 * The tag's label with a dot in its colour (spec §4: release teal, maintenance orange, notification
 * blue). The text stays in the body colour: coloured text on a tint fails WCAG AA (orange 2.9:1).
 */
export function NotificationTagBadge({ label, color }: TagProps) {
  return (
    <Badge color={color} variant="dot" size="sm" radius="sm" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** The tag badge, then 重要 for important notifications. */
export function NotificationBadges({ important, ...tag }: TagProps & { important: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <NotificationTagBadge {...tag} />
      {important ? (
        <Badge color="red" variant="filled" size="sm" radius="sm" style={{ flexShrink: 0 }}>
          重要
        </Badge>
      ) : null}
    </Group>
  );
}
