import type { renderCountSheet } from './stocktake-sheet-pdf.ts';

let renderer: Promise<typeof renderCountSheet> | undefined;

/**
 * The 棚卸表 PDF renderer with pdfkit (decision 022): imported on the first sheet asked for, not at
 * start, and kept. A failed import is retried by the next request.
 */
export function countSheetRenderer(): Promise<typeof renderCountSheet> {
  renderer ??= import('./stocktake-sheet-pdf.ts').then((module) => module.renderCountSheet);
  renderer.catch(() => (renderer = undefined));
  return renderer;
}
