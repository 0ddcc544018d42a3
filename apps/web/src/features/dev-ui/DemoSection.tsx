import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export interface DemoSectionProps {
  /** Becomes data-testid="section-{id}" for the browser tests. */
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}

/** One labelled card of the UI kit page. */
export function DemoSection({ id, title, note, children }: DemoSectionProps) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      data-testid={`section-${id}`}
      aria-label={title}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          {note ? (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
