import { IntIdTable } from './int-id-table.ts';

/**
 * Inverted index from every two-character sequence (UTF-16 units) to the ids of the documents
 * holding it, in compressed-row form: one Uint32Array of ids, sliced per bigram by offsets.
 */
export interface BigramIndex {
  /** Dense id per UTF-16 unit seen (0 = never seen), so a bigram key stays a small integer. */
  readonly charIds: Uint16Array;
  /** Bigram key → slot; the slot's ids are postings[offsets[slot] .. offsets[slot + 1]). */
  readonly slots: IntIdTable;
  readonly offsets: Uint32Array;
  readonly postings: Uint32Array;
}

const CHAR_ID_LIMIT = 0x4000;
const EMPTY = new Uint32Array(0);

function bigramAt(charIds: Uint16Array, text: string, at: number): number {
  return (
    (charIds[text.charCodeAt(at)] as number) * CHAR_ID_LIMIT +
    (charIds[text.charCodeAt(at + 1)] as number)
  );
}

function assignCharIds(documents: readonly (readonly string[])[]): {
  charIds: Uint16Array;
  units: number;
} {
  const charIds = new Uint16Array(0x10000);
  let next = 1;
  let units = 0;
  for (const texts of documents) {
    for (const text of texts) {
      units += text.length;
      for (let at = 0; at < text.length; at++) {
        const code = text.charCodeAt(at);
        if (charIds[code]) continue;
        if (next >= CHAR_ID_LIMIT) throw new Error('bigram index: too many distinct characters');
        charIds[code] = next++;
      }
    }
  }
  return { charIds, units };
}

/** documents[id] is the list of texts of document id; ids come out in ascending order. */
export function buildBigramIndex(documents: readonly (readonly string[])[]): BigramIndex {
  const { charIds, units } = assignCharIds(documents);
  const slots = new IntIdTable(16);
  const counts: number[] = [];
  const lastDocument: number[] = [];
  // One walk records each document's distinct bigram slots; the fill below then needs no lookups.
  const documentSlots = new Uint32Array(units);
  const documentEnds = new Uint32Array(documents.length);
  let used = 0;
  documents.forEach((texts, id) => {
    for (const text of texts) {
      for (let at = 0; at + 1 < text.length; at++) {
        const slot = slots.getOrAdd(bigramAt(charIds, text, at));
        if (slot === counts.length) {
          counts.push(0);
          lastDocument.push(-1);
        }
        if (lastDocument[slot] === id) continue;
        lastDocument[slot] = id;
        counts[slot] = (counts[slot] as number) + 1;
        documentSlots[used++] = slot;
      }
    }
    documentEnds[id] = used;
  });
  const offsets = new Uint32Array(counts.length + 1);
  for (let slot = 0; slot < counts.length; slot++) {
    offsets[slot + 1] = (offsets[slot] as number) + (counts[slot] as number);
  }
  const postings = new Uint32Array(used);
  const fill = offsets.slice(0, counts.length);
  let at = 0;
  documentEnds.forEach((end, id) => {
    for (; at < end; at++) postings[(fill[documentSlots[at] as number] as number)++] = id;
  });
  return { charIds, slots, offsets, postings };
}

/**
 * The shortest id list among the query's bigrams: every document containing the query is in it.
 * Empty when some bigram occurs nowhere; the query must be at least 2 units long.
 */
export function narrowestPostings(index: BigramIndex, query: string): Uint32Array {
  let narrowest: Uint32Array | undefined;
  for (let at = 0; at + 1 < query.length; at++) {
    const slot = index.slots.get(bigramAt(index.charIds, query, at));
    if (slot < 0) return EMPTY;
    const list = index.postings.subarray(index.offsets[slot], index.offsets[slot + 1]);
    if (!narrowest || list.length < narrowest.length) narrowest = list;
  }
  return narrowest ?? EMPTY;
}
