import { Button, FileButton, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  SHOP_LOGO_MAX_BYTES,
  SHOP_LOGO_MESSAGES as M,
  SHOP_LOGO_TEXTS as T,
  SHOP_LOGO_TYPES,
  type ShopDto,
} from '@logi/shared';
import { DeleteConfirmDialog, ErrorPanel } from '../../../components/ui/index.ts';
import { fieldErrorsOf } from '../../../lib/form/field-errors-of.ts';
import { shopLogoUrl, useDestroyShopLogo, useUploadShopLogo } from '../api/shop-logo.ts';

/** The type and size a file must have, said before it is sent (the server checks again, and its pixels). */
function refusalOf(file: File): string | null {
  if (!(SHOP_LOGO_TYPES as readonly string[]).includes(file.type)) return M.type;
  return file.size > SHOP_LOGO_MAX_BYTES ? M.tooLarge : null;
}

/** ロゴ画像 on the shop's edit page: the 納品書 logo's preview, its upload and 削除. */
export function ShopLogoPanel({ shop }: { shop: ShopDto }) {
  const [logo, setLogo] = useState(shop.logo);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [removing, setRemoving] = useState(false);
  const upload = useUploadShopLogo();
  const destroy = useDestroyShopLogo();

  const choose = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    const refused = refusalOf(file);
    setRefusal(refused);
    if (refused) return;
    try {
      setLogo(await upload.mutateAsync({ shopId: shop.id, file }));
      notifications.show({ color: 'teal', message: T.uploaded });
    } catch (error) {
      const message = fieldErrorsOf(error)?.image?.[0];
      if (message) setRefusal(message);
      else setFailure(error);
    }
  };

  const remove = async () => {
    setFailure(null);
    try {
      await destroy.mutateAsync(shop.id);
      setLogo(null);
      notifications.show({ color: 'teal', message: T.removed });
    } catch (error) {
      setFailure(error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Paper withBorder p="md" maw={880} component="section" aria-labelledby="shop-logo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="shop-logo-title">
          {T.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.description}
        </Text>
        <ErrorPanel error={failure} />
        {logo ? (
          <Image
            src={shopLogoUrl(shop.id, logo)}
            alt={T.preview}
            fit="contain"
            w={210}
            h={60}
            style={{ objectPosition: 'left' }}
          />
        ) : (
          <Text size="sm">{T.none}</Text>
        )}
        {refusal && (
          <Text size="sm" c="red" role="alert">
            {refusal}
          </Text>
        )}
        <Group gap="sm">
          <FileButton onChange={(file) => void choose(file)} accept={SHOP_LOGO_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending}>
                {T.choose}
              </Button>
            )}
          </FileButton>
          {logo && (
            <Button color="red" variant="light" onClick={() => setRemoving(true)}>
              {T.remove}
            </Button>
          )}
        </Group>
      </Stack>
      <DeleteConfirmDialog
        opened={removing}
        message={T.removeConfirm}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void remove()}
        loading={destroy.isPending}
      />
    </Paper>
  );
}
