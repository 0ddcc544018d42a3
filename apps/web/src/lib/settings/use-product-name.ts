import { PRODUCT_NAME } from '@logi/shared';
import { usePublicSettings } from './api/get-public-settings.ts';

/** The configured product name (header, browser titles); the default until settings arrive. */
export function useProductName(): string {
  return usePublicSettings().data?.productName ?? PRODUCT_NAME;
}
