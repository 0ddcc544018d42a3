import { useMutation } from '@tanstack/react-query';
import {
  productImportEndpoints as endpoints,
  type ProductImportEncoding,
  type ProductImportLineBreaks,
  type ProductImportResult,
  type ProductImportValidation,
} from '@logi/shared';
import { request } from '../../../lib/http/client.ts';

export type ProductCsvUpload = {
  file: File;
  encoding: ProductImportEncoding;
  lineBreaks: ProductImportLineBreaks;
};

/** 検証: every row checked, nothing written; a refused file throws the 422 with its line errors. */
export const validateProductCsv = ({ file, encoding, lineBreaks }: ProductCsvUpload) =>
  request<{ data: ProductImportValidation }>('POST', endpoints.validate.path, {
    query: { encoding, lineBreaks },
    body: file,
  }).then((response) => response.data);

/** 取込: imported at once (created/updated), or handed to a background process (processId). */
export const importProductCsv = ({ file, encoding, lineBreaks }: ProductCsvUpload) =>
  request<{ data: ProductImportResult }>('POST', endpoints.import.path, {
    query: { encoding, lineBreaks },
    body: file,
  }).then((response) => response.data);

export const useValidateProductCsv = () => useMutation({ mutationFn: validateProductCsv });
export const useImportProductCsv = () => useMutation({ mutationFn: importProductCsv });

/** The template's address in the given encoding (a plain download link). */
export const templateUrl = (encoding: 'utf8' | 'sjis') =>
  `${endpoints.template.path}?encoding=${encoding}`;
