/*
 * The carriers' software reads Shift_JIS as JIS X 0208 (B2クラウド says so: JIS第一・第二水準).
 * Windows' CP932 adds the NEC and IBM rows (①, ㈱, 髙, 﨑): those bytes would print as something
 * else or be refused at import, so a field holding one refuses its shipment (decision 053).
 */

// Characters whose Unicode spelling differs from the one CP932 maps: the same glyph, swapped.
const LOOKALIKES: Record<string, string> = {
  '\u301c': '\uff5e', // 〜 wave dash → ～
  '\u2212': '\uff0d', // − minus → －
  '\u2016': '\u2225', // ‖ → ∥
  '\u00a2': '\uffe0', // ¢ → ￠
  '\u00a3': '\uffe1', // £ → ￡
  '\u00ac': '\uffe2', // ¬ → ￢
  '\u2014': '\u2015', // — em dash → ―
  '\u00a0': ' ', // no-break space
};
const LOOKALIKE_OR_BREAK = /[\u301c\u2212\u2016\u00a2\u00a3\u00ac\u2014\u00a0]|\r\n|[\r\n\t]/g;

/** The text with lookalikes swapped for CP932's spelling and line breaks or tabs as one space. */
export function toLabelText(text: string): string {
  return text.replace(LOOKALIKE_OR_BREAK, (found) => LOOKALIKES[found] ?? ' ');
}

/** Width as the layouts count it: half-width (ASCII, ｱ) 1, everything else 2. */
export function shiftJisWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) continue; // second half of a surrogate pair
    width += code < 0x80 || (code >= 0xff61 && code <= 0xff9f) ? 1 : 2;
  }
  return width;
}

/** Characters, surrogate pairs whole: what e飛伝 counts. */
export const characterCount = (text: string) => Array.from(text).length;

// The JIS X 0208 lead bytes (rows 1–8 and 16–84); CP932's NEC and IBM rows are left out.
const JIS_LEAD_BYTES = [
  ...Array.from({ length: 0x84 - 0x81 + 1 }, (_, i) => 0x81 + i),
  ...Array.from({ length: 0x9f - 0x88 + 1 }, (_, i) => 0x88 + i),
  ...Array.from({ length: 0xea - 0xe0 + 1 }, (_, i) => 0xe0 + i),
];
const TRAIL_BYTES = Array.from({ length: 0xfc - 0x40 + 1 }, (_, i) => 0x40 + i).filter(
  (byte) => byte !== 0x7f,
);

let encodingTable: Uint16Array | null = null;

/**
 * UTF-16 code unit → its Shift_JIS code (one byte below 0x100, else lead·trail), 0 for none:
 * built once by decoding every JIS X 0208 byte pair and the half-width katakana.
 */
function table(): Uint16Array {
  if (encodingTable) return encodingTable;
  const codes: number[] = [];
  for (let byte = 0xa1; byte <= 0xdf; byte++) codes.push(byte);
  for (const lead of JIS_LEAD_BYTES)
    for (const trail of TRAIL_BYTES) codes.push((lead << 8) | trail);
  const bytes = Buffer.from(
    codes.flatMap((code) => (code < 0x100 ? [code] : [code >> 8, code & 0xff])),
  );
  const text = new TextDecoder('shift_jis').decode(bytes);
  const built = new Uint16Array(0x10000);
  for (let unit = 0; unit < 0x80; unit++) built[unit] = unit;
  // Each code decodes to one UTF-16 unit, or U+FFFD when the pair is unassigned.
  codes.forEach((code, index) => {
    const unit = text.charCodeAt(index);
    if (unit !== 0xfffd && built[unit] === 0) built[unit] = code;
  });
  built[0xa5] = 0x5c; // ¥ and ‾ are the yen sign and overline JIS-Roman puts at 0x5C and 0x7E
  built[0x203e] = 0x7e;
  encodingTable = built;
  return built;
}

const QUOTE = 0x22;

/**
 * A file's Shift_JIS bytes, written field by field into one growing buffer: no string per row or
 * per file, no buffer per row (bench:carrier-files).
 */
export class ShiftJisBuffer {
  private bytes = Buffer.allocUnsafe(1 << 16);
  private used = 0;
  private readonly codes = table();

  get length(): number {
    return this.used;
  }

  /** Forgets everything after `length` (a row that could not be written whole). */
  truncate(length: number) {
    this.used = length;
  }

  /** Appends ASCII as is (commas, line ends). */
  appendAscii(text: string) {
    this.reserve(text.length);
    for (let i = 0; i < text.length; i++) this.bytes[this.used++] = text.charCodeAt(i);
  }

  /** Appends the text as a quoted CSV field; false, and nothing of it kept, on a foreign character. */
  appendQuoted(text: string): boolean {
    this.reserve(text.length * 4 + 2);
    const start = this.used;
    this.bytes[this.used++] = QUOTE;
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      const code = this.codes[unit]!;
      if (code === 0 && unit !== 0) {
        this.used = start;
        return false;
      }
      if (code >= 0x100) {
        this.bytes[this.used++] = code >> 8;
        this.bytes[this.used++] = code & 0xff;
      } else {
        this.bytes[this.used++] = code;
        if (code === QUOTE) this.bytes[this.used++] = QUOTE;
      }
    }
    this.bytes[this.used++] = QUOTE;
    return true;
  }

  /** The bytes written, in a buffer of their own size. */
  toBuffer(): Buffer {
    return Buffer.from(this.bytes.subarray(0, this.used));
  }

  private reserve(more: number) {
    if (this.used + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.used + more));
    this.bytes.copy(grown, 0, 0, this.used);
    this.bytes = grown;
  }
}

/** Whether every character of the text is in Shift_JIS (JIS X 0208), without writing bytes. */
export function isShiftJis(text: string): boolean {
  const codes = table();
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (codes[unit] === 0 && unit !== 0) return false;
  }
  return true;
}

/** The first character of the text that Shift_JIS (JIS X 0208) cannot hold, or null. */
export function firstUnencodable(text: string): string | null {
  for (const character of text) if (!isShiftJis(character)) return character;
  return null;
}
