import { searchPostal } from '@logi/postal';
import { getPostalIndex } from './postal-search.service.ts';

/**
 * Whether a postal code lies in the prefecture (an address's consistency check): false for a code
 * of another prefecture or a code the dataset does not know; true when the dataset cannot load
 * (a check that cannot run flags nothing).
 */
export async function prefectureMatchesPostalCode(
  postalCode: string,
  prefecture: string,
): Promise<boolean> {
  let index;
  try {
    index = await getPostalIndex();
  } catch {
    return true;
  }
  const result = searchPostal(index, postalCode.replace('-', ''), { exact: true });
  if (!result.ok) return false;
  return result.records.some((record) => record.pref === prefecture);
}
