import { Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  DELIVERY_NOTE_MESSAGE_MAX,
  SHOP_LABELS as L,
  SHOP_SECTION_LABELS as SECTIONS,
} from '@logi/shared';
import {
  FormAddressFields,
  type AddressFieldNames,
} from '../../../components/postal/FormAddressFields.tsx';
import type { ShopFormFields } from '../form/shop-form-values.ts';

const SENDER_NAMES: AddressFieldNames<ShopFormFields> = {
  postalCode: 'senderPostalCode',
  prefecture: 'senderPrefecture',
  city: 'senderCity',
  town: 'senderTown',
  building: 'senderBuilding',
};

/** The shop form's shipping-day sections: 送り主, 納品書 message and the carrier contract codes. */
export function ShopShippingFields({ form }: { form: UseFormReturnType<ShopFormFields> }) {
  const code = (field: keyof ShopFormFields, placeholder: string) => ({
    ...form.getInputProps(field),
    placeholder,
    inputMode: 'numeric' as const,
  });
  return (
    <>
      <Fieldset legend={SECTIONS.sender} maw={720}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {SECTIONS.senderHint}
          </Text>
          <FormAddressFields form={form} names={SENDER_NAMES} />
          <TextInput
            label={L.senderPhone}
            placeholder="03-1234-5678"
            inputMode="tel"
            {...form.getInputProps('senderPhone')}
            maw={280}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={SECTIONS.deliveryNote} maw={720}>
        <Textarea
          label={L.deliveryNoteMessage}
          description={`${DELIVERY_NOTE_MESSAGE_MAX}文字以内。納品書の下部に印字します`}
          placeholder="お買い上げありがとうございます。"
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('deliveryNoteMessage')}
        />
      </Fieldset>
      <Fieldset legend={SECTIONS.carriers} maw={720}>
        <Text size="sm" c="dimmed">
          {SECTIONS.carriersHint}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          <TextInput
            label={L.yamatoBillingCustomerCode}
            {...code('yamatoBillingCustomerCode', '0312345678')}
          />
          <TextInput label={L.yamatoBillingClassCode} {...code('yamatoBillingClassCode', '')} />
          <TextInput label={L.yamatoFreightNumber} {...code('yamatoFreightNumber', '01')} />
          <TextInput label={L.sagawaCustomerCode} {...code('sagawaCustomerCode', '123456789012')} />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
