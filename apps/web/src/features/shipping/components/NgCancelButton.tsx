import { CONFIRM_TEXTS, type ShippingActionResult, type ShippingNgDto } from '@logi/shared';
import { ConfirmActionButton, extractErrorBody } from '../../../components/ui/index.ts';
import { useCancelShippingNg } from '../api/cancel-shipping-ng.ts';

const T = CONFIRM_TEXTS.cancelNg;

const reasonOf = (error: unknown) => {
  const body = extractErrorBody(error) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : String(error);
};

/**
 * 出荷指示をキャンセル of one or more 出荷不可 instructions (each at the version listed): each closes
 * and gives its allocation back; one that fails is named with its reason, the others still go.
 */
export function NgCancelButton({
  rows,
  onDone,
}: {
  rows: ShippingNgDto[];
  onDone: (result: ShippingActionResult) => void;
}) {
  const cancel = useCancelShippingNg();
  const run = async () => {
    // One instruction: its refusal (e.g. a 409) stays in the dialog.
    if (rows.length === 1) {
      onDone(await cancel.mutateAsync({ id: rows[0]!.id, version: rows[0]!.version }));
      return;
    }
    const skipped: ShippingActionResult['skipped'] = [];
    for (const row of rows) {
      try {
        await cancel.mutateAsync({ id: row.id, version: row.version });
      } catch (error) {
        skipped.push({ orderNumber: row.orderNumber, reason: reasonOf(error) });
      }
    }
    const changed = rows.length - skipped.length;
    onDone({ message: T.done(changed), changed, skipped });
  };
  return (
    <ConfirmActionButton
      label={T.title}
      buttonProps={{ color: 'red', variant: 'light', disabled: rows.length === 0 }}
      title={T.title}
      message={T.message(
        rows.length,
        rows.map((row) => row.warehouseName),
      )}
      confirmLabel={T.confirm}
      dismissLabel={T.dismiss}
      color="red"
      onConfirm={run}
    />
  );
}
