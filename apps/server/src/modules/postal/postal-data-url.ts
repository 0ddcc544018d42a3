import { POSTAL_ZIP_FILE } from '@logi/postal';
import { z } from 'zod';

const envSchema = z.object({
  // An empty variable means "not set", as in most deployment tools.
  POSTAL_DATA_BASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/ }).optional(),
  ),
});

/**
 * POSTAL_DATA_BASE_URL: the object-storage host (and folder) serving zipcodes.zip, e.g.
 * https://cdn.example.com/postal. Unset: the data comes from this server. Invalid: start-up fails.
 */
export function readPostalDataBaseUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      'Invalid configuration:\n  POSTAL_DATA_BASE_URL: must be an http:// or https:// URL',
    );
  }
  return parsed.data.POSTAL_DATA_BASE_URL?.replace(/\/+$/, '');
}

/** Where browsers fetch the dataset: `{base}/zipcodes.zip`, or our own content-versioned path. */
export function postalDataUrl(baseUrl: string | undefined, ownVersionedPath: string): string {
  return baseUrl ? `${baseUrl}/${POSTAL_ZIP_FILE}` : ownVersionedPath;
}
