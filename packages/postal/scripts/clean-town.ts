/**
 * Japan Post's readme on KEN_ALL's town field: 以下に掲載がない場合 and ○○の次に番地がくる場合
 * mean "no town name" and become empty; ○○一円 (the whole municipality) too, except the real
 * place named 一円 (滋賀県犬上郡多賀町一円). Parenthesised text is a note about which blocks,
 * numbers or buildings are covered, and is removed; an unclosed one (a record split over lines)
 * is cut to the end. The one exception is a high-rise floor record, where the parentheses name
 * the building's wing (名駅ミッドランドスクエア（高層棟）１階) and are kept.
 */
const NO_TOWN = /^以下に掲載がない場合$|の次に.*がくる場合$|^.+一円$/;
const KANJI_NOTE = /（[^）]*(?:）|$)/g;
const KANA_NOTE = /[(（][^)）]*(?:[)）]|$)/g;
const FLOOR_RECORD = /(?:階|地階・階層不明)$/;

export interface CleanTown {
  town: string;
  town_kana: string;
}

export function cleanTown(town: string, townKana: string): CleanTown {
  if (NO_TOWN.test(town)) return { town: '', town_kana: '' };
  const withoutNotes = town.replace(KANJI_NOTE, '');
  if (withoutNotes === town || FLOOR_RECORD.test(withoutNotes))
    return { town, town_kana: townKana };
  return { town: withoutNotes, town_kana: townKana.replace(KANA_NOTE, '') };
}
