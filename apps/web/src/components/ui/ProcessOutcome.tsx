import { Alert, Progress, Stack, Text } from '@mantine/core';
import { isProcessFinished, type ProcessDto } from '@logi/shared';

export type ProcessOutcomeProps = {
  process: ProcessDto | null;
  /** The line above the bar while it runs (default: 〜を実行中です…). */
  runningText?: string;
  /** Shows the completed message too (a page whose result is not shown elsewhere). */
  withCompleted?: boolean;
};

/** A followed process on its page: a progress bar while it runs, then its outcome in words. */
export function ProcessOutcome({
  process,
  runningText,
  withCompleted = false,
}: ProcessOutcomeProps) {
  if (process === null) return null;
  const progress = process.progress;
  if (!isProcessFinished(process.processStatus)) {
    return (
      <Stack gap={4} w="100%" maw={480}>
        <Text size="sm">{runningText ?? `${process.actionLabel}を実行中です…`}</Text>
        <Progress
          aria-label={`${process.actionLabel}の進捗`}
          value={progress && progress.total > 0 ? (progress.done / progress.total) * 100 : 5}
          animated
        />
      </Stack>
    );
  }
  const failed = process.processStatus === 'failed';
  if (!failed && !withCompleted) return null;
  return (
    <Alert
      color={failed ? 'red' : 'teal'}
      maw={640}
      title={`${process.actionLabel}${failed ? 'に失敗しました' : 'が完了しました'}`}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {process.message}
      </Text>
    </Alert>
  );
}
