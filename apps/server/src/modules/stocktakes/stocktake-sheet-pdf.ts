import { formatDateTime, STOCKTAKE_SHEET_TEXTS as T } from '@logi/shared';
import { planPages, type PagePiece } from '../../pdf/page-plan.ts';
import {
  A4,
  createA4Document,
  drawRule,
  drawTableHead,
  drawText,
  MARGIN,
  type PdfDocument,
  toBuffer,
} from '../../pdf/pdf-canvas.ts';

/** One line of the sheet: a product on a shelf (null: 棚番未設定). */
export interface CountSheetLine {
  locationCode: string | null;
  productCode: string;
  janCode: string | null;
  productName: string;
  /** 理論在庫 at the count's start. */
  expected: number;
}

/** What the printed 棚卸表 is made from; lines already in the walk's order. */
export interface CountSheet {
  stocktakeId: number;
  warehouseName: string;
  startedAt: string;
  /** The shelves' codes the count is limited to; null: the whole warehouse. */
  locationFilter: string | null;
  printedAt: Date;
  /** A blind count prints no 理論在庫. */
  blind: boolean;
  lines: readonly CountSheetLine[];
}

const RIGHT = A4.width - MARGIN;
const AREA = { top: 96, bottom: A4.height - MARGIN, gap: 0 };
const ROW = 24;
const TABLE_HEAD = 18;

type Column = { key: keyof typeof T; width: number; align?: 'right' };

/** 商品名 takes what the other columns leave; 理論在庫 is left out for a blind count. */
function columnsOf(blind: boolean): Column[] {
  const fixed: Column[] = [
    { key: 'location', width: 72 },
    { key: 'productCode', width: 84 },
    { key: 'janCode', width: 82 },
    { key: 'productName', width: 0 },
    ...(blind ? [] : [{ key: 'expected', width: 56, align: 'right' } as Column]),
    { key: 'counted', width: 64 },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) =>
    column.key === 'productName' ? { ...column, width: RIGHT - MARGIN - used } : column,
  );
}

/** The 棚卸表 as an A4 portrait PDF: one table along the walk, its head on every page. */
export async function renderCountSheet(sheet: CountSheet): Promise<Buffer> {
  const columns = columnsOf(sheet.blind);
  const shape = {
    headerHeight: TABLE_HEAD,
    continuedHeaderHeight: TABLE_HEAD,
    rowCount: sheet.lines.length,
    rowHeight: ROW,
  };
  const pages = planPages([shape], AREA);
  const doc = createA4Document(`${T.title} ${sheet.stocktakeId}`);
  pages.forEach((pieces, index) => {
    doc.addPage();
    drawPageHeader(doc, sheet, `${index + 1} / ${pages.length}`);
    for (const piece of pieces) drawPiece(doc, sheet, columns, piece);
  });
  return toBuffer(doc);
}

function drawPageHeader(doc: PdfDocument, sheet: CountSheet, pageNumber: string): void {
  drawText(doc, T.title, MARGIN, 30, { size: 15, bold: true });
  drawText(doc, pageNumber, RIGHT - 80, 34, { size: 10, width: 80, align: 'right' });
  const first = [
    `${T.warehouse}: ${sheet.warehouseName}`,
    `${T.stocktakeNumber}: ${sheet.stocktakeId}`,
    `${T.startedAt}: ${formatDateTime(sheet.startedAt).slice(0, 16)}`,
  ];
  const second = [
    `${T.scope}: ${sheet.locationFilter ?? T.wholeWarehouse}`,
    `${T.printedAt}: ${formatDateTime(sheet.printedAt).slice(0, 16)}`,
  ];
  const width = RIGHT - MARGIN;
  drawText(doc, first.join('\u3000'), MARGIN, 56, { size: 9, width });
  drawText(doc, second.join('\u3000'), MARGIN, 70, { size: 9, width });
  drawRule(doc, MARGIN, RIGHT, 86, 1);
}

function drawPiece(doc: PdfDocument, sheet: CountSheet, columns: Column[], piece: PagePiece): void {
  let y = piece.y;
  // The head's labels stay left-aligned, 理論在庫's too.
  const head = columns.map(({ key, width }) => ({ label: T[key], width }));
  drawTableHead(doc, y, TABLE_HEAD, head, { x: 3, y: 4 });
  y += TABLE_HEAD;
  for (const line of sheet.lines.slice(piece.firstRow, piece.firstRow + piece.rowCount)) {
    drawRow(doc, columns, line, y);
    y += ROW;
  }
}

const cellOf = (line: CountSheetLine, key: keyof typeof T): string => {
  if (key === 'location') return line.locationCode ?? T.noLocation;
  if (key === 'productCode') return line.productCode;
  if (key === 'janCode') return line.janCode ?? '';
  if (key === 'productName') return line.productName;
  if (key === 'expected') return line.expected.toLocaleString('ja-JP');
  return '';
};

function drawRow(doc: PdfDocument, columns: Column[], line: CountSheetLine, y: number): void {
  let x = MARGIN;
  for (const column of columns) {
    if (column.key === 'counted') {
      // An empty box to write the count in.
      doc
        .lineWidth(0.8)
        .rect(x + 4, y + 3, column.width - 8, ROW - 6)
        .stroke();
    } else {
      drawText(doc, cellOf(line, column.key), x + 3, y + 7, {
        size: 9,
        width: column.width - 6,
        align: column.align,
      });
    }
    x += column.width;
  }
  drawRule(doc, MARGIN, RIGHT, y + ROW, 0.3);
}
