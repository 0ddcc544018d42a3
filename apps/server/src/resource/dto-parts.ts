type AddressField = 'postalCode' | 'prefecture' | 'city' | 'town' | 'building' | 'phone';

/** The address a master keeps (仕入先, ベンダー, 倉庫), as its DTO carries it. */
export const addressOf = <R extends Record<AddressField, unknown>>(
  row: R,
): Pick<R, AddressField> => ({
  postalCode: row.postalCode,
  prefecture: row.prefecture,
  city: row.city,
  town: row.town,
  building: row.building,
  phone: row.phone,
});

/** A timestamp as a DTO carries it; a list read may have had PostgreSQL write it already. */
const isoOf = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

/** A saved row's version and timestamps, as a DTO carries them (ISO strings). */
export const stampsOf = (row: {
  version: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}) => ({
  version: row.version,
  createdAt: isoOf(row.createdAt),
  updatedAt: isoOf(row.updatedAt),
});
