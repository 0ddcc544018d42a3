import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { collectPrimaryErrors, collectSecondaryErrors, TEXTS, type ErrorBlock } from '@logi/shared';
import { extractErrorBody, toLines } from './error-body.ts';

export interface ErrorPanelProps {
  /** An ApiError (its `.body` is read), a plain `{ message, errors }` body, or any thrown value. */
  error: unknown;
  /** Which spec §8 collector fills the panel; the first one by default. */
  collector?: 'primary' | 'secondary';
}

/** The red エラーが発生しました frame (spec §8), around what went wrong. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={TEXTS.errorPanelTitle}
      icon={<IconAlertCircle />}
      role="alert"
    >
      {children}
    </Alert>
  );
}

/** The red エラーが発生しました panel (spec §8). Renders nothing without an error. */
export function ErrorPanel({ error, collector = 'primary' }: ErrorPanelProps) {
  if (error === null || error === undefined) return null;
  const body = extractErrorBody(error);
  const blocks =
    collector === 'primary' ? collectPrimaryErrors(body) : collectSecondaryErrors(body);
  return (
    <ErrorAlert>
      <Stack gap="xs">
        {blocks.map((block, index) => (
          <ErrorBlockView key={index} block={block} />
        ))}
      </Stack>
    </ErrorAlert>
  );
}

function ErrorBlockView({ block }: { block: ErrorBlock }) {
  return (
    <div>
      {block.heading ? (
        <Text size="sm" fw={700}>
          {block.heading}
        </Text>
      ) : null}
      {toLines(block.messages).map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </div>
  );
}
