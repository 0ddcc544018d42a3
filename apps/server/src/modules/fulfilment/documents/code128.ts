import bwipjs from 'bwip-js/node';
import type { PdfDocument } from '../../../pdf/pdf-canvas.ts';

/** Narrowest bar: 0.85 pt ≈ 0.3 mm, which USB scanners read off office laser prints. */
const MODULE_WIDTH = 0.85;
const QUIET_ZONE_MODULES = 10;

/** Bar and space widths (in modules) of a Code 128 symbol; bwip-js picks the code sets. */
function code128Modules(text: string): number[] {
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol)) throw new Error(`No Code 128 symbol for ${text}`);
  return symbol.sbs;
}

/** The width in points of the barcode for text, quiet zones included. */
export function code128Width(text: string): number {
  const modules = code128Modules(text).reduce((sum, width) => sum + width, 0);
  return (modules + 2 * QUIET_ZONE_MODULES) * MODULE_WIDTH;
}

/** Draws text as Code 128 with its right edge (quiet zone included) at right; vector bars, one fill. */
export function drawCode128(
  doc: PdfDocument,
  text: string,
  right: number,
  top: number,
  height: number,
): void {
  const widths = code128Modules(text);
  let x = right - code128Width(text) + QUIET_ZONE_MODULES * MODULE_WIDTH;
  widths.forEach((width, index) => {
    // sbs alternates bar, space, bar…: even indexes are bars.
    if (index % 2 === 0) doc.rect(x, top, width * MODULE_WIDTH, height);
    x += width * MODULE_WIDTH;
  });
  doc.fillColor('black').fill();
}
