import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF as pdf.js (a real reader) extracts it, one drawn string a line. */
export async function readPdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const strings = content.items.map((item) => ('str' in item ? item.str : ''));
      // pdf.js adds a blank item between drawn strings it sees as one line: not our text.
      pages.push(strings.filter((text) => text.trim() !== '').join('\n'));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** How many images each page of a PDF paints, as pdf.js's operator list says. */
export async function countPdfImages(bytes: Buffer): Promise<number[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const counts: number[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const { fnArray } = await (await pdf.getPage(number)).getOperatorList();
      counts.push(fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
    }
    return counts;
  } finally {
    await pdf.destroy();
  }
}
