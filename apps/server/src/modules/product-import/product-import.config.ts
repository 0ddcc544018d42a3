import type { ProductImportOptions } from './product-import.service.ts';

/** Files above 1 MB (about 5,000 rows) import in the background; PRODUCT_IMPORT_BACKGROUND_BYTES overrides it. */
export const DEFAULT_BACKGROUND_BYTES = 1024 * 1024;

export function readProductImportOptions(
  env: NodeJS.ProcessEnv = process.env,
): ProductImportOptions {
  const raw = Number(env.PRODUCT_IMPORT_BACKGROUND_BYTES);
  return {
    backgroundBytes:
      Number.isInteger(raw) && raw >= 0 && env.PRODUCT_IMPORT_BACKGROUND_BYTES
        ? raw
        : DEFAULT_BACKGROUND_BYTES,
  };
}
