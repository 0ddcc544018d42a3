import { notifications } from '@mantine/notifications';
import { CONFIRM_TEXTS, ORDER_MERGE_MESSAGES as M } from '@logi/shared';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { offers, type OrderActionProps } from '../../../lib/order-work/order-action-props.ts';
import { useMergeOrders, useUnmergeOrders } from '../api/merge-orders.ts';

/**
 * One 同梱 button, confirmed: 同梱する for two or more checked orders, 同梱解除 when every checked
 * order already ships in a group (one button, so the toolbar keeps one row at 1366 px).
 */
export function MergeActions(props: OrderActionProps) {
  const { orderIds, onDone, allMerged = false } = props;
  const merge = useMergeOrders();
  const unmerge = useUnmergeOrders();
  const done = (message: string) => {
    notifications.show({ color: 'teal', message });
    onDone?.();
  };
  if (allMerged)
    return (
      <ConfirmActionButton
        label={M.unmergeAction}
        buttonProps={{ variant: 'default', disabled: !offers('merge', props) }}
        title={CONFIRM_TEXTS.unmerge.title}
        message={CONFIRM_TEXTS.unmerge.message(orderIds.length)}
        confirmLabel={CONFIRM_TEXTS.unmerge.confirm}
        onConfirm={async () => done((await unmerge.mutateAsync(orderIds)).message)}
      />
    );
  return (
    <ConfirmActionButton
      label={M.mergeAction}
      buttonProps={{ variant: 'default', disabled: orderIds.length < 2 || !offers('merge', props) }}
      title={CONFIRM_TEXTS.merge.title}
      message={CONFIRM_TEXTS.merge.message(orderIds.length)}
      confirmLabel={CONFIRM_TEXTS.merge.confirm}
      onConfirm={async () => done((await merge.mutateAsync(orderIds)).message)}
    />
  );
}
