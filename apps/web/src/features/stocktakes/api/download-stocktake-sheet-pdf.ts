import { stocktakeEndpoints as endpoints } from '@logi/shared';
import { downloadFile } from '../../../lib/http/download.ts';

/** A count's 棚卸表 as a PDF to print (walk order; no 理論在庫 when blind). */
export const downloadStocktakeSheetPdf = (id: number, blind: boolean) =>
  downloadFile(endpoints.sheet.url({ id }), { format: 'pdf', blind }, `stocktake_${id}.pdf`);
