import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 36;

export type PdfDocument = PDFKit.PDFDocument;

const REGULAR = 'jp-regular';
const BOLD = 'jp-bold';

let fontFiles: { regular: Buffer; bold: Buffer } | undefined;

/** Noto Sans JP (OFL, from npm: no system font needed), read once per process; decision 054. */
function japaneseFonts(): { regular: Buffer; bold: Buffer } {
  if (!fontFiles) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      readFileSync(require.resolve(`@expo-google-fonts/noto-sans-jp/${file}`));
    fontFiles = {
      regular: read('400Regular/NotoSansJP_400Regular.ttf'),
      bold: read('700Bold/NotoSansJP_700Bold.ttf'),
    };
  }
  return fontFiles;
}

/** A4 document with the Japanese fonts registered; pdfkit embeds only the glyphs drawn (a subset). */
export function createA4Document(title: string): PdfDocument {
  const fonts = japaneseFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: title, Producer: 'logi-kanri' },
    lang: 'ja-JP',
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(REGULAR);
  return doc;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** With a width, text longer than it is cut with …; align is within that width. */
  width?: number;
  align?: 'left' | 'right' | 'center';
}

/** One line of text at (x, y) (its top), never wrapped: tables keep fixed row heights. */
export function drawText(
  doc: PdfDocument,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
): void {
  doc.font(style.bold ? BOLD : REGULAR).fontSize(style.size);
  if (style.width === undefined) {
    doc.text(text, x, y, { lineBreak: false });
    return;
  }
  let fitted = text;
  let width = doc.widthOfString(text);
  if (width > style.width) {
    fitted = fitToWidth(doc, text, style.width);
    width = doc.widthOfString(fitted);
  }
  const free = style.width - width;
  const left = x + (style.align === 'right' ? free : style.align === 'center' ? free / 2 : 0);
  // textWidth (pdfkit's own, untyped) spares it measuring the text a second time.
  doc.text(fitted, left, y, { lineBreak: false, textWidth: width } as PDFKit.Mixins.TextOptions);
}

/** A table column's head: its label and width (align as its cells). */
export type HeadColumn = { label: string; width: number; align?: 'right' };

/**
 * A table's head across the text width: a grey band `height` high, each column's label in bold
 * 8 pt, inset by `inset` from the column's left and the band's top (and as much from its right).
 */
export function drawTableHead(
  doc: PdfDocument,
  y: number,
  height: number,
  columns: readonly HeadColumn[],
  inset: { x: number; y: number },
): void {
  doc
    .rect(MARGIN, y, A4.width - 2 * MARGIN, height)
    .fillColor('#e8e8e8')
    .fill()
    .fillColor('black');
  let x = MARGIN;
  for (const { label, width, align } of columns) {
    drawText(doc, label, x + inset.x, y + inset.y, {
      size: 8,
      bold: true,
      width: width - 2 * inset.x,
      align,
    });
    x += width;
  }
}

/**
 * Text wrapped within width on at most maxLines lines (the last cut with …), for addresses and
 * the shop's message; returns the height it took.
 */
export function drawWrapped(
  doc: PdfDocument,
  text: string,
  x: number,
  y: number,
  box: { width: number; size: number; maxLines: number },
): number {
  doc.font(REGULAR).fontSize(box.size);
  const lineHeight = doc.currentLineHeight(true);
  // Most texts fit on one line: that skips pdfkit's line wrapper, the slow path.
  if (!text.includes('\n') && doc.widthOfString(text) <= box.width) {
    doc.text(text, x, y, { lineBreak: false });
    return lineHeight;
  }
  const height = Math.min(
    doc.heightOfString(text, { width: box.width }),
    box.maxLines * lineHeight,
  );
  doc.text(text, x, y, { width: box.width, height, ellipsis: '…' });
  return height;
}

/** The longest start of text that fits in width with … after it. */
function fitToWidth(doc: PdfDocument, text: string, width: number): string {
  const characters = Array.from(text);
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${characters.slice(0, middle).join('')}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('')}…`;
}

/** A horizontal rule from x1 to x2. */
export function drawRule(doc: PdfDocument, x1: number, x2: number, y: number, width = 0.5): void {
  doc.lineWidth(width).moveTo(x1, y).lineTo(x2, y).stroke();
}

/** Ends the document and resolves with its bytes. */
export function toBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** An image decoded and embedded once per document, however many pages draw it. */
export interface OpenedImage {
  width: number;
  height: number;
}

/** pdfkit's openImage (a PNG or JPEG buffer), which @types/pdfkit leaves out. */
export function openImage(doc: PdfDocument, data: Buffer): OpenedImage {
  return (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(data);
}

/** Draws an opened image within a box, keeping its proportions. */
export function drawImage(
  doc: PdfDocument,
  image: OpenedImage,
  x: number,
  y: number,
  fit: [number, number],
): void {
  // pdfkit reuses an opened image passed where the types only name a source buffer.
  doc.image(image as unknown as Buffer, x, y, { fit });
}
