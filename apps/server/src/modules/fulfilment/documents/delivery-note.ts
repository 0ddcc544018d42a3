import { DELIVERY_NOTE_TEXTS as T, formatDate, formatYen } from '@logi/shared';
import { deliveryNoteTotals } from './delivery-note-totals.ts';
import { drawTrailer, RIGHT, SHOP_LEFT, TRAILER } from './delivery-note-trailer.ts';
import type {
  DeliveryNoteBatch,
  DeliveryNoteLine,
  DeliveryNoteOrder,
  DeliveryNoteShop,
} from './document-types.ts';
import { planPages } from '../../../pdf/page-plan.ts';
import {
  A4,
  createA4Document,
  drawImage,
  drawRule,
  drawTableHead,
  drawText,
  drawWrapped,
  MARGIN,
  type OpenedImage,
  openImage,
  type PdfDocument,
  toBuffer,
} from '../../../pdf/pdf-canvas.ts';

const TOP = 36;
/** The shop's logo, top-left of every page: above the recipient, left of the centred title. */
const LOGO = { x: MARGIN, y: 14, fit: [140, 40] as [number, number] };
const AREA = { top: TOP, bottom: A4.height - MARGIN, gap: 0 };
/** Title, recipient, shop and order facts above the first page's table. */
const FIRST_HEAD = 220;
const CONTINUED_HEAD = 40;
const TABLE_HEAD = 20;
const ROW = 20;

type Cell = (line: DeliveryNoteLine) => string;
// ロット and 賞味期限 (lot products, one line per lot) before 数量; blank for other products.
const COLUMNS: { label: string; width: number; align?: 'right'; cell: Cell }[] = [
  {
    label: T.productName,
    width: 160,
    cell: (line) => `${line.taxRate === 8 ? T.reducedRateMark : ''}${line.productName}`,
  },
  { label: T.productCode, width: 80, cell: (line) => line.productCode },
  { label: T.lotNo, width: 60, cell: (line) => line.lotNo ?? '' },
  { label: T.expiresOn, width: 56, cell: (line) => line.expiresOn ?? '' },
  {
    label: T.quantity,
    width: 40,
    align: 'right',
    cell: (line) => line.quantity.toLocaleString('ja-JP'),
  },
  { label: T.unitPrice, width: 62, align: 'right', cell: (line) => formatYen(line.unitPrice) },
  {
    label: T.amount,
    width: 65,
    align: 'right',
    cell: (line) => formatYen(line.quantity * line.unitPrice),
  },
];

/** The 納品書 of a batch as one A4 PDF: each order on its own page(s), the totals on its last. */
export async function renderDeliveryNotes(batch: DeliveryNoteBatch): Promise<Buffer> {
  // A PDF without a page is no document: the caller refuses an empty selection before this.
  if (batch.orders.length === 0) throw new Error('A batch of 納品書 needs at least one order');
  // Before any drawing: a fractional or negative amount stops here.
  const totals = batch.orders.map(deliveryNoteTotals);
  const pages = planPages(
    batch.orders.map((order) => ({
      headerHeight: FIRST_HEAD + TABLE_HEAD,
      continuedHeaderHeight: CONTINUED_HEAD + TABLE_HEAD,
      rowCount: order.lines.length,
      rowHeight: ROW,
      trailerHeight: TRAILER,
      startsNewPage: true,
    })),
    AREA,
  );
  const pageCounts = new Map<number, number>();
  for (const [piece] of pages)
    pageCounts.set(piece!.section, (pageCounts.get(piece!.section) ?? 0) + 1);
  const doc = createA4Document(T.title);
  // Each shop's logo opened once, so the file holds it once however many pages show it.
  const logos = new Map<DeliveryNoteShop, OpenedImage | null>();
  const logoOf = (shop: DeliveryNoteShop) => {
    if (!logos.has(shop)) logos.set(shop, shop.logo ? openImage(doc, shop.logo) : null);
    return logos.get(shop)!;
  };
  let pageOfOrder = 0;
  pages.forEach((pieces) => {
    const piece = pieces[0]!;
    pageOfOrder = piece.continued ? pageOfOrder + 1 : 1;
    const order = batch.orders[piece.section]!;
    const shop = order.shop ?? batch.shop;
    doc.addPage();
    const logo = logoOf(shop);
    if (logo) drawImage(doc, logo, LOGO.x, LOGO.y, LOGO.fit);
    const pageCount = pageCounts.get(piece.section)!;
    if (pageCount > 1)
      drawText(doc, `${pageOfOrder} / ${pageCount}`, RIGHT - 60, TOP - 14, {
        size: 8,
        width: 60,
        align: 'right',
      });
    let y = piece.continued
      ? drawContinuedHead(doc, order, logo !== null)
      : drawFirstHead(doc, batch, order, shop);
    y = drawLines(doc, order.lines.slice(piece.firstRow, piece.firstRow + piece.rowCount), y);
    if (piece.trailer) drawTrailer(doc, shop, order, totals[piece.section]!, y);
  });
  return toBuffer(doc);
}

function drawFirstHead(
  doc: PdfDocument,
  batch: DeliveryNoteBatch,
  order: DeliveryNoteOrder,
  shop: DeliveryNoteShop,
): number {
  drawText(doc, T.title, MARGIN, TOP, {
    size: 20,
    bold: true,
    width: RIGHT - MARGIN,
    align: 'center',
  });
  drawText(doc, `${T.issuedOn}: ${formatDate(batch.issuedAt)}`, SHOP_LEFT, TOP + 6, {
    size: 9,
    width: RIGHT - SHOP_LEFT,
    align: 'right',
  });
  const { recipient } = order;
  const recipientWidth = SHOP_LEFT - MARGIN - 20;
  let y = TOP + 48;
  if (recipient.postalCode) drawText(doc, `〒${recipient.postalCode}`, MARGIN, y, { size: 9 });
  drawWrapped(doc, recipient.address, MARGIN, y + 14, {
    size: 10,
    width: recipientWidth,
    maxLines: 2,
  });
  drawText(doc, `${recipient.name} ${T.honorific}`, MARGIN, y + 48, {
    size: 14,
    bold: true,
    width: recipientWidth,
  });
  drawRule(doc, MARGIN, MARGIN + recipientWidth, y + 70, 0.8);
  if (recipient.phone) drawText(doc, `${T.phone} ${recipient.phone}`, MARGIN, y + 76, { size: 9 });
  drawShop(doc, shop, y);
  y = TOP + 180;
  drawText(
    doc,
    `${T.orderNumber}: ${order.orderNumber}\u3000${T.orderDate}: ${formatDate(order.orderedOn)}`,
    MARGIN,
    y,
    { size: 10, bold: true },
  );
  drawText(doc, T.greeting, MARGIN, y + 20, { size: 9, width: RIGHT - MARGIN });
  return TOP + FIRST_HEAD;
}

function drawShop(doc: PdfDocument, shop: DeliveryNoteShop, top: number): void {
  const width = RIGHT - SHOP_LEFT;
  let y = top;
  drawText(doc, shop.name, SHOP_LEFT, y, { size: 11, bold: true, width });
  y += 18;
  for (const text of [
    shop.postalCode && `〒${shop.postalCode}`,
    shop.address,
    shop.phone && `${T.phone} ${shop.phone}`,
  ]) {
    if (text) y += drawWrapped(doc, text, SHOP_LEFT, y, { size: 9, width, maxLines: 2 });
  }
}

function drawContinuedHead(doc: PdfDocument, order: DeliveryNoteOrder, logo: boolean): number {
  drawText(
    doc,
    `${T.title}\u3000${T.orderNumber}: ${order.orderNumber}${T.continued}`,
    logo ? LOGO.x + LOGO.fit[0] + 12 : MARGIN,
    TOP,
    { size: 12, bold: true },
  );
  return TOP + CONTINUED_HEAD;
}

function drawLines(doc: PdfDocument, lines: DeliveryNoteLine[], top: number): number {
  drawTableHead(doc, top, TABLE_HEAD, COLUMNS, { x: 4, y: 5 });
  let y = top + TABLE_HEAD;
  for (const line of lines) {
    let x = MARGIN;
    for (const column of COLUMNS) {
      drawText(doc, column.cell(line), x + 4, y + 5, {
        size: 9,
        width: column.width - 8,
        align: column.align,
      });
      x += column.width;
    }
    drawRule(doc, MARGIN, RIGHT, y + ROW, 0.3);
    y += ROW;
  }
  return y;
}
