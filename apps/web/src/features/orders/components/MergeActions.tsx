import { notifications } from '@mantine/notifications';
import { CONFIRM_TEXTS, ORDER_MERGE_MESSAGES as M } from '@logi/shared';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { offers, type OrderActionProps } from '../../../lib/order-work/order-action-props.ts';
import { useMergeOrders, useUnmergeOrders } from '../api/merge-orders.ts';

/** 同梱する (two or more checked orders) and 同梱解除, each confirmed; a refusal shows in the dialog. */
export function MergeActions(props: OrderActionProps) {
  const { orderIds, onDone } = props;
  const merge = useMergeOrders();
  const unmerge = useUnmergeOrders();
  return (
    <>
      <ConfirmActionButton
        label={M.mergeAction}
        buttonProps={{
          variant: 'default',
          disabled: orderIds.length < 2 || !offers('merge', props),
        }}
        title={CONFIRM_TEXTS.merge.title}
        message={CONFIRM_TEXTS.merge.message(orderIds.length)}
        confirmLabel={CONFIRM_TEXTS.merge.confirm}
        onConfirm={async () => {
          notifications.show({
            color: 'teal',
            message: (await merge.mutateAsync(orderIds)).message,
          });
          onDone?.();
        }}
      />
      <ConfirmActionButton
        label={M.unmergeAction}
        buttonProps={{ variant: 'default', disabled: !offers('merge', props) }}
        title={CONFIRM_TEXTS.unmerge.title}
        message={CONFIRM_TEXTS.unmerge.message(orderIds.length)}
        confirmLabel={CONFIRM_TEXTS.unmerge.confirm}
        onConfirm={async () => {
          const result = await unmerge.mutateAsync(orderIds);
          notifications.show({ color: 'teal', message: result.message });
          onDone?.();
        }}
      />
    </>
  );
}
