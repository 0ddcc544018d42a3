import {
  buildPostalIndex,
  POSTAL_AUTOCOMPLETE_LIMIT,
  POSTAL_RESULT_LIMIT,
  searchPostal,
  unzipPostalRecords,
  type AddressCandidate,
  type PostalIndex,
} from '@logi/postal';
import { AppError } from '../../http/app-error.ts';
import { loadPostalAsset } from './postal-asset.ts';

let index: Promise<PostalIndex> | undefined;

/**
 * The one search index of the process, built from the served zip on first use (~0.5 s, ~32 MB);
 * concurrent first callers share the same build.
 */
export function getPostalIndex(): Promise<PostalIndex> {
  if (!index) {
    index = loadPostalAsset().then(({ bytes }) => buildPostalIndex(unzipPostalRecords(bytes)));
    index.catch(() => {
      index = undefined; // a failed build is retried by the next search
    });
  }
  return index;
}

export interface PostalSearchQuery {
  q: string;
  exact: boolean;
  leftAnchored: boolean;
  limit?: number | undefined;
}

/** A package rejection becomes a 422 on the q field with its Japanese message. */
export async function searchPostalCandidates(
  query: PostalSearchQuery,
): Promise<AddressCandidate[]> {
  const result = searchPostal(await getPostalIndex(), query.q, {
    exact: query.exact,
    leftAnchored: query.leftAnchored,
    // Exact searches may match many towns (452-0961 has 66): they get the whole cap by default.
    limit: query.limit ?? (query.exact ? POSTAL_AUTOCOMPLETE_LIMIT : POSTAL_RESULT_LIMIT),
  });
  if (!result.ok) throw new AppError('validation', result.error.message, { field: 'q' });
  return result.records;
}
