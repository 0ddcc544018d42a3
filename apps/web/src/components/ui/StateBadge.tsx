import { Badge, type BadgeVariant } from '@mantine/core';

/**
 * A status by its entry in a table of labels and colours. The dot variant (the default) keeps the
 * text in the body colour: readable in both schemes (axe's colour contrast).
 */
export function StateBadge({
  state,
  variant = 'dot',
}: {
  state: { label: string; color: string };
  variant?: BadgeVariant;
}) {
  return (
    <Badge color={state.color} variant={variant}>
      {state.label}
    </Badge>
  );
}
