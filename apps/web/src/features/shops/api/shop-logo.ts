import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopLogoEndpoints, type ShopLogoDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';

/** The file's bytes in base64, as the upload body carries them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const uploadShopLogo = async ({ shopId, file }: { shopId: number; file: File }) =>
  http
    .put<{ data: ShopLogoDto }>(shopLogoEndpoints.update.url({ id: shopId }), {
      image: await base64Of(file),
    })
    .then((response) => response.data);

export const destroyShopLogo = (shopId: number) =>
  http.delete<void>(shopLogoEndpoints.destroy.url({ id: shopId }));

/** The logo's image URL; its updatedAt makes a replaced logo a new address the browser fetches. */
export const shopLogoUrl = (shopId: number, logo: ShopLogoDto) =>
  `${shopLogoEndpoints.show.url({ id: shopId })}?v=${encodeURIComponent(logo.updatedAt)}`;

// The edit form's own record is left as loaded (a refetch would reset unsaved fields): only the
// lists, which show no logo, are refreshed.
export function useUploadShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadShopLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.searches() }),
  });
}

export function useDestroyShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyShopLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.searches() }),
  });
}
