import { formatDateTime, PICKING_LIST_TEXTS as T } from '@logi/shared';
import { code128Width, drawCode128 } from './code128.ts';
import type {
  PickingBatch,
  PickingLine,
  PickingListParts,
  PickingOrder,
} from './document-types.ts';
import { type PagePiece, planPages, type SectionShape } from '../../../pdf/page-plan.ts';
import {
  A4,
  createA4Document,
  drawRule,
  drawTableHead,
  drawText,
  MARGIN,
  type PdfDocument,
  toBuffer,
} from '../../../pdf/pdf-canvas.ts';

const RIGHT = A4.width - MARGIN;
const AREA = { top: 84, bottom: A4.height - MARGIN, gap: 14 };
const ROW = 20;
const TABLE_HEAD = 18;
const TITLE_ROW = 22;
const ORDER_HEAD = 48;
const BARCODE_HEIGHT = 30;

type Column = { key: keyof typeof T; width: number; align?: 'right' };
// ロット and 賞味期限 sit before 数量: blank for a product without lots.
const COLUMNS: Column[] = [
  { key: 'check', width: 28 },
  { key: 'location', width: 66 },
  { key: 'janCode', width: 76 },
  { key: 'productCode', width: 78 },
  { key: 'productName', width: 121 },
  { key: 'lotNo', width: 62 },
  { key: 'expiresOn', width: 56 },
  { key: 'quantity', width: 36, align: 'right' },
];
const HEAD_COLUMNS = COLUMNS.map((column) => ({ ...column, label: T[column.key] }));

const collator = new Intl.Collator('ja', { numeric: true });

/**
 * Along the picking route (順路) when lines have a shelf, then by shelf code; lines without a shelf
 * come last; product code order within a shelf and among those without.
 */
export function pickingOrder(a: PickingLine, b: PickingLine): number {
  if (a.location !== b.location) {
    if (a.location === null) return 1;
    if (b.location === null) return -1;
    const byRoute = (a.routeOrder ?? 0) - (b.routeOrder ?? 0);
    if (byRoute !== 0) return byRoute;
    const byLocation = collator.compare(a.location, b.location);
    if (byLocation !== 0) return byLocation;
  }
  const byCode = collator.compare(a.productCode, b.productCode);
  if (byCode !== 0) return byCode;
  // A product's lots first expiry first (FEFO), the order they were allocated in.
  return (
    collator.compare(a.expiresOn ?? '9999', b.expiresOn ?? '9999') ||
    collator.compare(a.lotNo ?? '', b.lotNo ?? '')
  );
}

/** Every line of the batch summed per product, location and lot, in picking order. */
export function totalPickingLines(orders: readonly PickingOrder[]): PickingLine[] {
  const totals = new Map<string, PickingLine>();
  for (const line of orders.flatMap((order) => order.lines)) {
    const key = `${line.productCode}\u0000${line.location ?? ''}\u0000${line.lotNo ?? ''}`;
    const total = totals.get(key);
    if (total) total.quantity += line.quantity;
    else totals.set(key, { ...line });
  }
  return [...totals.values()].sort(pickingOrder);
}

interface Section {
  title: string;
  order: PickingOrder | null;
  lines: PickingLine[];
}

/** The ピッキングリスト of a batch as an A4 PDF: the total list, then one section per order. */
export async function renderPickingList(
  batch: PickingBatch,
  parts: PickingListParts,
): Promise<Buffer> {
  if (!parts.total && !parts.perOrder)
    throw new Error('A picking list needs the total or the per-order part');
  const sections: Section[] = [];
  if (parts.total)
    sections.push({ title: T.totalSection, order: null, lines: totalPickingLines(batch.orders) });
  if (parts.perOrder) {
    for (const order of batch.orders) {
      sections.push({
        title: T.perOrderSection,
        order,
        lines: [...order.lines].sort(pickingOrder),
      });
    }
  }
  const shapes: SectionShape[] = sections.map((section, index) => ({
    headerHeight: (section.order ? ORDER_HEAD : TITLE_ROW) + TABLE_HEAD,
    continuedHeaderHeight: TITLE_ROW + TABLE_HEAD,
    rowCount: section.lines.length,
    rowHeight: ROW,
    // The per-order lists go to the packers: they start on a page of their own.
    startsNewPage: index > 0 && section.order !== null && sections[index - 1]!.order === null,
  }));
  const pages = planPages(shapes, AREA);
  const doc = createA4Document(`${T.title} ${batch.batchNumber}`);
  pages.forEach((pieces, pageIndex) => {
    doc.addPage();
    drawPageHeader(
      doc,
      batch,
      sections[pieces[0]!.section]!.title,
      `${pageIndex + 1} / ${pages.length}`,
    );
    for (const piece of pieces) drawPiece(doc, sections[piece.section]!, piece);
  });
  return toBuffer(doc);
}

function drawPageHeader(
  doc: PdfDocument,
  batch: PickingBatch,
  title: string,
  pageNumber: string,
): void {
  drawText(doc, `${T.title}（${title}）`, MARGIN, 30, { size: 15, bold: true });
  drawText(doc, pageNumber, RIGHT - 80, 34, { size: 10, width: 80, align: 'right' });
  const facts = [
    `${T.batchNumber}: ${batch.batchNumber}`,
    `${T.warehouse}: ${batch.warehouseName}`,
    `${T.orderCount}: ${batch.orders.length.toLocaleString('ja-JP')}`,
    `${T.printedAt}: ${formatDateTime(batch.printedAt).slice(0, 16)}`,
  ];
  drawText(doc, facts.join('\u3000'), MARGIN, 56, { size: 9, width: RIGHT - MARGIN });
  drawRule(doc, MARGIN, RIGHT, 74, 1);
}

function drawPiece(doc: PdfDocument, section: Section, piece: PagePiece): void {
  let y = piece.y;
  if (section.order && !piece.continued) {
    drawOrderHead(doc, section.order, y);
    y += ORDER_HEAD;
  } else {
    const name = section.order ? `${T.orderNumber} ${section.order.orderNumber}` : section.title;
    const quantity = section.lines.reduce((sum, line) => sum + line.quantity, 0);
    const summary = piece.continued
      ? T.continued
      : `\u3000${T.totalQuantity}: ${quantity.toLocaleString('ja-JP')}`;
    drawText(doc, `${name}${summary}`, MARGIN, y + 4, { size: 11, bold: true });
    y += TITLE_ROW;
  }
  drawTableHead(doc, y, TABLE_HEAD, HEAD_COLUMNS, { x: 3, y: 4 });
  y += TABLE_HEAD;
  for (const line of section.lines.slice(piece.firstRow, piece.firstRow + piece.rowCount)) {
    drawRow(doc, line, y);
    y += ROW;
  }
}

function drawOrderHead(doc: PdfDocument, order: PickingOrder, y: number): void {
  const barcodeWidth = code128Width(order.orderNumber);
  const textWidth = RIGHT - MARGIN - barcodeWidth - 8;
  drawText(doc, `${T.orderNumber} ${order.orderNumber}`, MARGIN, y + 4, {
    size: 12,
    bold: true,
    width: textWidth,
  });
  drawText(doc, `${T.recipient}: ${order.recipientName} 様`, MARGIN, y + 24, {
    size: 9,
    width: textWidth,
  });
  drawCode128(doc, order.orderNumber, RIGHT, y + 4, BARCODE_HEIGHT);
}

function drawRow(doc: PdfDocument, line: PickingLine, y: number): void {
  const cells = [
    '',
    line.location ?? '',
    line.janCode ?? '',
    line.productCode,
    line.productName,
    line.lotNo ?? '',
    line.expiresOn ?? '',
    line.quantity.toLocaleString('ja-JP'),
  ];
  doc
    .lineWidth(0.8)
    .rect(MARGIN + 9, y + 5, 10, 10)
    .stroke();
  let x = MARGIN;
  COLUMNS.forEach((column, index) => {
    const bold = column.key === 'quantity';
    drawText(doc, cells[index]!, x + 3, y + 5, {
      size: 9,
      bold,
      width: column.width - 6,
      align: column.align,
    });
    x += column.width;
  });
  drawRule(doc, MARGIN, RIGHT, y + ROW, 0.3);
}
