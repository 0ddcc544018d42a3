import iconv from 'iconv-lite';

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

const QUESTION_MARK = 0x3f;

// Lead bytes of rows JIS X 0208 does not have: NEC specials (0x85–0x87) and the extensions.
const isForeignLeadByte = (byte: number) => (byte >= 0x85 && byte <= 0x87) || byte >= 0xeb;
const isLeadByte = (byte: number) => (byte >= 0x81 && byte <= 0x9f) || byte >= 0xe0;

/** Whether CP932 bytes hold only JIS X 0208 and as many '?' as the text had (none lost). */
function holdsTextWhole(bytes: Buffer, questionMarks: number): boolean {
  let seen = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === QUESTION_MARK) seen++;
    else if (isLeadByte(byte)) {
      if (isForeignLeadByte(byte)) return false;
      i++;
    }
  }
  return seen === questionMarks;
}

const countQuestionMarks = (text: string) => text.split('?').length - 1;

/** The text as Shift_JIS bytes, or null when a character would not survive the trip. */
export function encodeShiftJis(text: string): Buffer | null {
  const bytes = iconv.encode(text, 'cp932');
  return holdsTextWhole(bytes, countQuestionMarks(text)) ? bytes : null;
}

/** The first character of the text that Shift_JIS (JIS X 0208) cannot hold, or null. */
export function firstUnencodable(text: string): string | null {
  for (const character of text) if (encodeShiftJis(character) === null) return character;
  return null;
}
