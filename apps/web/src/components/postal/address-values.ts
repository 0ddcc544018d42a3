import { searchByCode, type AddressCandidate, type PostalIndex } from '@logi/postal';
import {
  optionalString,
  postalCodeSchema,
  requiredEnum,
  requiredString,
  toHalfWidthDigits,
} from '@logi/shared';
import { PREFECTURES } from '@logi/shared';

/** What an address form edits; building is the only optional part. */
export type AddressValues = {
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string;
};

export type AddressFieldErrors = Partial<Record<keyof AddressValues, string>>;

export const EMPTY_ADDRESS: AddressValues = {
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  building: '',
};

/** A stored address (a part the record lacks is null) as the form edits it: '' when blank. */
export function addressFormValues(address: {
  [Part in keyof AddressValues]: string | null;
}): AddressValues {
  return {
    postalCode: address.postalCode ?? '',
    prefecture: address.prefecture ?? '',
    city: address.city ?? '',
    town: address.town ?? '',
    building: address.building ?? '',
  };
}

/** Per-field rules; lengths are ours (the spec shows none): room for any real address. */
const ADDRESS_RULES = {
  postalCode: postalCodeSchema(),
  prefecture: requiredEnum(PREFECTURES),
  city: requiredString(50),
  town: requiredString(100),
  building: optionalString(100),
} as const;

/** The block's own check before a submit: the first message of each failing field. */
export function validateAddress(values: AddressValues): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  for (const field of Object.keys(ADDRESS_RULES) as (keyof AddressValues)[]) {
    const result = ADDRESS_RULES[field].safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message;
  }
  return errors;
}

/** A chosen candidate fills the postal code, prefecture, city and town; the building stays. */
export function applyCandidate(values: AddressValues, candidate: AddressCandidate): AddressValues {
  return {
    ...values,
    postalCode: candidate.zipcode,
    prefecture: candidate.pref,
    city: candidate.city,
    town: candidate.town,
  };
}

/** Full-width digits and dashes typed with a Japanese IME become 0-9 and '-'. */
export function normalizePostalCode(value: string): string {
  return toHalfWidthDigits(value.trim()).replace(/[－‐‑–—―−ー]/g, '-');
}

/** The on-blur check: blank is fine unless required; otherwise the spec §5 pattern. */
export function postalCodeError(value: string, required: boolean): string | null {
  if (value.trim() === '' && !required) return null;
  const result = postalCodeSchema().safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Postal code → address from the in-browser dataset (spec §1 postal helper): fills prefecture,
 * city and (when the code names one town) town, but never overwrites an address already typed.
 */
export function fillFromPostalCode(values: AddressValues, index: PostalIndex): AddressValues {
  if (values.prefecture || values.city || values.town) return values;
  if (postalCodeError(values.postalCode, true)) return values;
  const found = searchByCode(index, values.postalCode, { exact: true, hyphen: true });
  if (!found.ok || found.records.length === 0) return values;
  const [first] = found.records;
  const sameCity = found.records.every((r) => r.pref === first!.pref && r.city === first!.city);
  if (!sameCity) return values;
  return {
    ...values,
    prefecture: first!.pref,
    city: first!.city,
    town: found.records.length === 1 ? first!.town : '',
  };
}
