import { Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  CONFIRM_TEXTS,
  SHIPPING_REST_DECISION_VALUES,
  SHIPPING_REST_DECISIONS,
  shippingNgReduceSchema,
  type ShippingActionResult,
  type ShippingNgDto,
  type ShippingRestDecision,
} from '@logi/shared';
import { ConfirmActionButton, fieldMessage, useReason } from '../../../components/ui/index.ts';
import { useReduceShippingNg } from '../api/reduce-shipping-ng.ts';

const T = CONFIRM_TEXTS.reduceNg;

/** 出荷可能数で再送, after deciding what becomes of the pieces left out: 再引当待ち or キャンセル. */
export function ReduceNgButton({
  ng,
  onDone,
}: {
  ng: ShippingNgDto;
  onDone: (result: ShippingActionResult) => void;
}) {
  const reduce = useReduceShippingNg();
  const [rest, setRest] = useState<ShippingRestDecision>('backorder');
  const valuesWith = (restCancelReason: string) => ({
    version: ng.version,
    rest,
    restCancelReason,
  });
  const reason = useReason((text) => fieldMessage(shippingNgReduceSchema, valuesWith(text)));
  const values = valuesWith(reason.reason);
  return (
    <ConfirmActionButton
      label={T.title}
      title={T.title}
      message={T.message(ng.number, ng.warehouseName)}
      confirmLabel={T.confirm}
      validate={reason.check}
      onConfirm={async () => onDone(await reduce.mutateAsync({ id: ng.id, values }))}
    >
      <Radio.Group
        label="出荷できない残数"
        value={rest}
        onChange={(value) => setRest(value as ShippingRestDecision)}
      >
        <Stack gap="xs" mt="xs">
          {SHIPPING_REST_DECISION_VALUES.map((value) => (
            <Radio key={value} value={value} label={SHIPPING_REST_DECISIONS[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {rest === 'cancel' ? <Textarea label="残数のキャンセル理由" {...reason.inputProps} /> : null}
    </ConfirmActionButton>
  );
}
