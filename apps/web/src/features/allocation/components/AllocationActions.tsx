import { notifications } from '@mantine/notifications';
import {
  ALLOCATION_MESSAGES as M,
  CONFIRM_TEXTS,
  type ReleaseSummary,
  type AllocationSummary,
} from '@logi/shared';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { useReleaseAllocation } from '../api/release-allocation.ts';
import { useRunAllocation } from '../api/run-allocation.ts';
import { offers, type OrderActionProps } from '../../../lib/order-work/order-action-props.ts';

function showRunResult(result: AllocationSummary) {
  const lines = [M.runDone(result.allocated, result.partial, result.short)];
  if (result.skipped > 0) lines.push(M.skipped(result.skipped));
  notifications.show({
    color: result.short > 0 || result.skipped > 0 ? 'yellow' : 'teal',
    message: lines.join('\n'),
    style: { whiteSpace: 'pre-line' },
  });
}

function showReleaseResult(result: ReleaseSummary) {
  const lines = [M.releaseDone(result.released)];
  if (result.skipped > 0) lines.push(M.skipped(result.skipped));
  notifications.show({
    color: result.skipped > 0 ? 'yellow' : 'teal',
    message: lines.join('\n'),
    style: { whiteSpace: 'pre-line' },
  });
}

/** 引当 (the checked orders, or all pending ones) and 引当解除 (the checked ones), each confirmed first. */
export function AllocationActions(props: OrderActionProps) {
  const { orderIds, onDone } = props;
  const run = useRunAllocation();
  const release = useReleaseAllocation();
  return (
    <>
      <ConfirmActionButton
        label={orderIds.length > 0 ? '引当' : 'すべて引当'}
        // With nothing checked it allocates every pending order.
        buttonProps={{ disabled: orderIds.length > 0 && !offers('allocate', props) }}
        title={CONFIRM_TEXTS.allocate.title}
        message={CONFIRM_TEXTS.allocate.message(orderIds.length)}
        confirmLabel={CONFIRM_TEXTS.allocate.confirm}
        onConfirm={async () => {
          showRunResult(await run.mutateAsync(orderIds.length > 0 ? orderIds : undefined));
          onDone?.();
        }}
      />
      <ConfirmActionButton
        label="引当解除"
        buttonProps={{ variant: 'default', disabled: !offers('release', props) }}
        title={CONFIRM_TEXTS.release.title}
        message={CONFIRM_TEXTS.release.message(orderIds.length)}
        confirmLabel={CONFIRM_TEXTS.release.confirm}
        onConfirm={async () => {
          showReleaseResult(await release.mutateAsync(orderIds));
          onDone?.();
        }}
      />
    </>
  );
}
