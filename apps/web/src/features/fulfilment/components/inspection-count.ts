import { FULFILMENT_MESSAGES, type InspectionParcelDto } from '@logi/shared';

/** One line of the parcel under 検品, with the pieces scanned so far. */
export type CountedLine = InspectionParcelDto['lines'][number] & { scanned: number };

export type InspectionCount = {
  lines: CountedLine[];
  /** The last scan's refusal (wrong item, one too many); null after a counted scan. */
  refusal: string | null;
  /** Bumped on every scan, so the same refusal twice still flashes and beeps twice. */
  scanCount: number;
};

export type InspectionCountAction = { type: 'scan'; code: string };

export const startCount = (parcel: InspectionParcelDto): InspectionCount => ({
  lines: parcel.lines.map((line) => ({ ...line, scanned: 0 })),
  refusal: null,
  scanCount: 0,
});

/** The line a code counts for: the JAN first (the scanner's usual label), then the product code. */
const lineOf = (lines: CountedLine[], code: string) =>
  lines.find((line) => line.janCode === code) ?? lines.find((line) => line.productCode === code);

/** A scan counts one piece against its line; a wrong item or one too many is refused, uncounted. */
export function inspectionCountReducer(
  state: InspectionCount,
  action: InspectionCountAction,
): InspectionCount {
  const code = action.code.trim();
  const scanCount = state.scanCount + 1;
  const line = lineOf(state.lines, code);
  if (!line) return { ...state, refusal: FULFILMENT_MESSAGES.notInParcel(code), scanCount };
  if (line.scanned >= line.quantity) {
    return {
      ...state,
      refusal: FULFILMENT_MESSAGES.tooMany(line.productName, line.quantity, line.quantity + 1),
      scanCount,
    };
  }
  const lines = state.lines.map((each) =>
    each === line ? { ...each, scanned: each.scanned + 1 } : each,
  );
  return { lines, refusal: null, scanCount };
}

/** Every line has exactly its quantity: 検品完了 may be given. */
export const isCountComplete = (lines: CountedLine[]) =>
  lines.length > 0 && lines.every((line) => line.scanned === line.quantity);

export const piecesOf = (lines: CountedLine[]) => ({
  scanned: lines.reduce((sum, line) => sum + line.scanned, 0),
  total: lines.reduce((sum, line) => sum + line.quantity, 0),
});

/** 検品完了's scans: the pieces counted per product code. */
export const scansOf = (lines: CountedLine[]) =>
  lines
    .filter((line) => line.scanned > 0)
    .map((line) => ({ productCode: line.productCode, quantity: line.scanned }));
