import type { AddressRecord } from '../src/types.ts';

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same queries. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));

function slice(text: string, next: () => number): string {
  const length = 2 + Math.floor(next() * 3);
  const start = Math.floor(next() * Math.max(1, text.length - length + 1));
  return text.slice(start, start + length);
}

/** Existing codes, and 2–5 digit prefixes of them. */
export function codeQueries(records: readonly AddressRecord[], count: number) {
  const next = random(7);
  const pick = () => records[Math.floor(next() * records.length)] as AddressRecord;
  const exact = Array.from({ length: count }, () => pick().zipcode);
  const prefixes = Array.from({ length: count }, () =>
    pick().zipcode.slice(0, 2 + Math.floor(next() * 4)),
  );
  return { exact, prefixes };
}

/** Pieces of real addresses, as people type them: kanji, katakana, hiragana; plus common words. */
export function addressQueries(records: readonly AddressRecord[], count: number): string[] {
  const next = random(11);
  const common = [
    '東京都',
    '千代田',
    '中央区',
    'ちゅうおう',
    '大阪市',
    'サッポロ',
    '春日',
    '本町',
    '新町',
    '山田',
  ];
  const pieces = Array.from({ length: count - common.length }, (_, n) => {
    const record = records[Math.floor(next() * records.length)] as AddressRecord;
    const kanji = record.city + record.town;
    const kana = record.city_kana + record.town_kana;
    return n % 3 === 0
      ? slice(kanji, next)
      : n % 3 === 1
        ? slice(kana, next)
        : toHiragana(slice(kana, next));
  });
  return [...common, ...pieces.filter((piece) => piece.length >= 2)];
}
