import { Button, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { shippingNgAddressSchema, type ShippingNgDto } from '@logi/shared';
import { AddressFields } from '../../../components/postal/AddressFields.tsx';
import type { AddressValues } from '../../../components/postal/address-values.ts';
import { useFixShippingNgAddress } from '../api/fix-shipping-ng-address.ts';
import { fieldMessage } from '../../../components/ui/index.ts';
import { SubmitModal } from './SubmitModal.tsx';

const shape = shippingNgAddressSchema.shape;

/** 住所を修正して再送: the order's お届け先 (postal helper fills the parts), then a new instruction. */
export function NgAddressButton({ ng, onDone }: { ng: ShippingNgDto; onDone: () => void }) {
  const fix = useFixShippingNgAddress();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState(ng.recipientName);
  const [phone, setPhone] = useState(ng.phone);
  const [address, setAddress] = useState<AddressValues>({
    postalCode: ng.postalCode,
    prefecture: ng.prefecture,
    city: ng.city,
    town: ng.town ?? '',
    building: ng.building ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const submit = () => {
    const values = { version: ng.version, recipientName: name, phone, ...address };
    const parsed = shippingNgAddressSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    fix.mutate(
      { id: ng.id, values: parsed.data },
      {
        onSuccess: (result) => {
          setOpened(false);
          notifications.show({ color: 'teal', message: result.message });
          onDone();
        },
      },
    );
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        住所を修正して再送
      </Button>
      <SubmitModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="お届け先の修正"
        size="lg"
        action={fix}
        submitLabel="修正して再送"
        onSubmit={submit}
      >
        <TextInput
          label="お届け先氏名"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() =>
            setErrors((e) => ({ ...e, recipientName: fieldMessage(shape.recipientName, name) }))
          }
          error={errors.recipientName}
        />
        <AddressFields
          values={address}
          onChange={setAddress}
          required
          errors={
            Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Record<
              string,
              string
            >
          }
        />
        <TextInput
          label="電話番号"
          required
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          onBlur={() => setErrors((e) => ({ ...e, phone: fieldMessage(shape.phone, phone) }))}
          error={errors.phone}
        />
      </SubmitModal>
    </>
  );
}
