import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { INBOUND_CARRIERS, markShippedSchema, todayJst } from '@logi/shared';
import { DateField, SelectField } from '../../../components/ui/index.ts';
import { useMarkShipped } from '../api/mark-shipped.ts';
import { fieldMessage } from '../../../components/ui/index.ts';
import { showShippingResult } from './shipping-notice.ts';
import { SubmitModal } from './SubmitModal.tsx';

const shape = markShippedSchema.shape;

/** 出荷済にする (own warehouse): one order, its 配送業者, お荷物伝票番号 and 出荷日. */
export function MarkShippedButton({ orderId, onDone }: { orderId?: number; onDone?: () => void }) {
  const mark = useMarkShipped();
  const [opened, setOpened] = useState(false);
  const [carrier, setCarrier] = useState<string | null>(null);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [shippedOn, setShippedOn] = useState<string | null>(todayJst());
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const blur = (field: keyof typeof shape, value: unknown) =>
    setErrors((current) => ({ ...current, [field]: fieldMessage(shape[field], value) }));
  const submit = () => {
    if (orderId === undefined) return;
    const checked = {
      carrier: fieldMessage(shape.carrier, carrier),
      trackingNumber: fieldMessage(shape.trackingNumber, trackingNumber),
      shippedOn: fieldMessage(shape.shippedOn, shippedOn),
    };
    setErrors(checked);
    if (Object.values(checked).some(Boolean)) return;
    mark.mutate(
      {
        orderId,
        carrier: carrier as (typeof INBOUND_CARRIERS)[number],
        trackingNumber,
        shippedOn: shippedOn!,
      },
      {
        onSuccess: (result) => {
          setOpened(false);
          showShippingResult(result);
          onDone?.();
        },
      },
    );
  };
  return (
    <>
      <Button variant="default" disabled={orderId === undefined} onClick={() => setOpened(true)}>
        出荷済にする
      </Button>
      <SubmitModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="出荷済にする（自社倉庫）"
        action={mark}
        submitLabel="出荷済にする"
        onSubmit={submit}
      >
        <SelectField
          label="配送業者"
          required
          data={[...INBOUND_CARRIERS]}
          value={carrier}
          onChange={(value) => {
            setCarrier(value);
            blur('carrier', value);
          }}
          error={errors.carrier}
        />
        <TextInput
          label="お荷物伝票番号"
          required
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.currentTarget.value)}
          onBlur={() => blur('trackingNumber', trackingNumber)}
          error={errors.trackingNumber}
        />
        <DateField
          label="出荷日"
          required
          value={shippedOn}
          onChange={setShippedOn}
          onBlur={() => blur('shippedOn', shippedOn)}
          error={errors.shippedOn}
        />
      </SubmitModal>
    </>
  );
}
