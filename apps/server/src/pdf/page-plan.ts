/**
 * Page breaking for documents made of fixed-height rows: a pure plan drawn afterwards, so page
 * counts ("2 / 5") are known before the first page is drawn and the breaks can be tested alone.
 */

/** A block of rows under a header, with an optional trailer (totals) kept after its last row. */
export interface SectionShape {
  headerHeight: number;
  /** The header repeated on the next page when the rows run over. */
  continuedHeaderHeight: number;
  rowCount: number;
  rowHeight: number;
  /** Height drawn after the last row, on the same page as it or on one of its own. */
  trailerHeight?: number;
  startsNewPage?: boolean;
}

/** The part of a section on one page: its header, rows [firstRow, firstRow + rowCount), maybe the trailer. */
export interface PagePiece {
  section: number;
  y: number;
  continued: boolean;
  firstRow: number;
  rowCount: number;
  trailer: boolean;
}

export interface PageArea {
  top: number;
  bottom: number;
  /** Space between two sections on the same page. */
  gap: number;
}

export function planPages(sections: readonly SectionShape[], area: PageArea): PagePiece[][] {
  const pages: PagePiece[][] = [];
  let page: PagePiece[] = [];
  let y = area.top;
  const nextPage = () => {
    pages.push(page);
    page = [];
    y = area.top;
  };
  sections.forEach((section, index) => {
    const trailerHeight = section.trailerHeight ?? 0;
    if (page.length > 0 && section.startsNewPage) nextPage();
    if (page.length > 0) {
      // A section starts where its header and first row (or its trailer) fit, else on a new page.
      const firstBlock = section.rowCount > 0 ? section.rowHeight : trailerHeight;
      y += area.gap;
      if (y + section.headerHeight + firstBlock > area.bottom) nextPage();
    }
    let row = 0;
    let continued = false;
    for (;;) {
      const pieceY = y;
      y += continued ? section.continuedHeaderHeight : section.headerHeight;
      const fitting = Math.max(0, Math.floor((area.bottom - y) / section.rowHeight));
      const taken = Math.min(fitting, section.rowCount - row);
      y += taken * section.rowHeight;
      row += taken;
      const withTrailer = row === section.rowCount && y + trailerHeight <= area.bottom;
      if (withTrailer) y += trailerHeight;
      page.push({
        section: index,
        y: pieceY,
        continued,
        firstRow: row - taken,
        rowCount: taken,
        trailer: withTrailer,
      });
      if (withTrailer) break;
      if (pieceY === area.top && taken === 0) {
        throw new Error(`Section ${index} does not fit on an empty page`);
      }
      nextPage();
      continued = true;
    }
  });
  if (page.length > 0) pages.push(page);
  return pages;
}
