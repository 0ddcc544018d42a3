import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { dataOf } from '../contracts/page.ts';

/** The shop's logo, printed at the top of its 納品書 (issue 26); one per shop, kept in the database. */
export const shopLogoEndpoints = {
  /** The image itself (PNG or JPEG), for the form's preview; 404 when the shop has none. */
  show: endpoint('GET', '/api/shops/logo/:id'),
  update: endpoint('PUT', '/api/shops/logo/:id'),
  destroy: endpoint('DELETE', '/api/shops/logo/:id'),
} as const;

/** The largest logo file: 200 KB, so a batch of 納品書 stays small and quick. */
export const SHOP_LOGO_MAX_BYTES = 200 * 1024;
/** The largest width and height in pixels; the 納品書 draws it at most 150 × 50 pt anyway. */
export const SHOP_LOGO_MAX_PIXELS = 1000;
export const SHOP_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type ShopLogoType = (typeof SHOP_LOGO_TYPES)[number];

export const SHOP_LOGO_TEXTS = {
  title: 'ロゴ画像',
  description: '納品書の左上に印刷されます（PNG・JPEG、200KB以下、縦横1000ピクセル以下）',
  choose: '画像を選択',
  remove: '削除',
  none: 'ロゴは登録されていません',
  preview: 'ロゴ画像のプレビュー',
  uploaded: 'ロゴ画像を登録しました',
  removed: 'ロゴ画像を削除しました',
  removeConfirm: 'ロゴ画像を削除しますか？',
} as const;

/** Why a logo was refused; the web checks type and size before sending with the same words. */
export const SHOP_LOGO_MESSAGES = {
  type: 'ロゴ画像はPNGまたはJPEG形式のファイルを選んでください',
  tooLarge: 'ロゴ画像は200KB以下のファイルを選んでください',
  tooManyPixels: 'ロゴ画像は縦横1000ピクセル以下の画像を選んでください',
  unreadable: 'ロゴ画像を読み取れませんでした。別のファイルを選んでください',
  notFound: 'ロゴ画像は登録されていません',
} as const;

/** The upload body: the file's bytes in base64 (a JSON body like every other write). */
export const shopLogoUploadSchema = z.object({
  // Base64 of at most 1 MB: a larger file is refused with tooLarge once decoded, never parsed.
  image: z
    .string()
    .max(1_400_000)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, SHOP_LOGO_MESSAGES.type),
});
export type ShopLogoUpload = z.infer<typeof shopLogoUploadSchema>;

export const shopLogoSchema = z.object({
  contentType: z.enum(SHOP_LOGO_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  updatedAt: z.string(),
});
export type ShopLogoDto = z.infer<typeof shopLogoSchema>;

export const shopLogoResponses = { update: dataOf(shopLogoSchema) };
