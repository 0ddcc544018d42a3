import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { POSTAL_ZIP_FILE } from '@logi/postal';
import { POSTAL_ZIP_PATH } from '@logi/postal/node';

/** Characters of the content hash used as the URL's version segment. */
const VERSION_LENGTH = 16;

/** The committed postal zip as served: its bytes, content hash, ETag and versioned URL path. */
export interface PostalAsset {
  readonly bytes: Buffer;
  readonly sha256: string;
  readonly version: string;
  readonly etag: string;
  /** Same-origin path of this exact content, cacheable for good. */
  readonly versionedPath: string;
}

export const POSTAL_STATIC_PREFIX = '/static/postal';
/** The unversioned fixed path (revalidated on every use). */
export const POSTAL_FIXED_PATH = `${POSTAL_STATIC_PREFIX}/${POSTAL_ZIP_FILE}`;

export function describePostalAsset(bytes: Buffer): PostalAsset {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const version = sha256.slice(0, VERSION_LENGTH);
  return {
    bytes,
    sha256,
    version,
    etag: `"${sha256}"`,
    versionedPath: `${POSTAL_STATIC_PREFIX}/${version}/${POSTAL_ZIP_FILE}`,
  };
}

let asset: Promise<PostalAsset> | undefined;

/** Read once per process (1.4 MB): every app instance serves the same bytes. */
export function loadPostalAsset(): Promise<PostalAsset> {
  if (!asset) {
    asset = readFile(POSTAL_ZIP_PATH).then(describePostalAsset);
    asset.catch(() => {
      asset = undefined; // a failed read is retried by the next caller
    });
  }
  return asset;
}
