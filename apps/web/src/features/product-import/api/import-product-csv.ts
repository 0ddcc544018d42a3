import { useMutation } from '@tanstack/react-query';
import { productImportEndpoints, type ProductImportResult } from '@logi/shared';
import { request } from '../../../lib/http/client.ts';
import type { ProductCsvUpload } from './validate-product-csv.ts';

/** 取込: imported at once (created/updated), or handed to a background process (processId). */
export const importProductCsv = ({ file, encoding, lineBreaks }: ProductCsvUpload) =>
  request<{ data: ProductImportResult }>('POST', productImportEndpoints.import.path, {
    query: { encoding, lineBreaks },
    body: file,
  }).then((response) => response.data);

export const useImportProductCsv = () => useMutation({ mutationFn: importProductCsv });
