import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  SHIPPING_REST_DECISION_VALUES,
  SHIPPING_REST_DECISIONS,
  shippingNgReduceSchema,
  type ShippingActionResult,
  type ShippingNgDto,
  type ShippingRestDecision,
} from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useReduceShippingNg } from '../api/shipping-ng-reduce.ts';

/** 出荷可能数で再送, after deciding what becomes of the pieces left out: 再引当待ち or キャンセル. */
export function ReduceNgButton({
  ng,
  onDone,
}: {
  ng: ShippingNgDto;
  onDone: (result: ShippingActionResult) => void;
}) {
  const reduce = useReduceShippingNg();
  const [opened, setOpened] = useState(false);
  const [rest, setRest] = useState<ShippingRestDecision>('backorder');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const values = { version: ng.version, rest, restCancelReason: reason };
  const check = () => {
    const parsed = shippingNgReduceSchema.safeParse(values);
    const message = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    setError(message);
    return message === null;
  };
  const submit = () => {
    if (!check()) return;
    reduce.mutate({ id: ng.id, values }, { onSuccess: onDone });
  };
  return (
    <>
      <Button onClick={() => setOpened(true)}>出荷可能数で再送</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="出荷可能数で再送">
        <Stack>
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
          {rest === 'cancel' ? (
            <Textarea
              label="残数のキャンセル理由"
              required
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={check}
              error={error}
            />
          ) : null}
          {reduce.error ? <ErrorPanel error={reduce.error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              閉じる
            </Button>
            <Button loading={reduce.isPending} onClick={submit}>
              再送する
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
