import { useMutation } from '@tanstack/react-query';
import {
  productImportEndpoints,
  type ProductImportEncoding,
  type ProductImportLineBreaks,
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
  request<{ data: ProductImportValidation }>('POST', productImportEndpoints.validate.path, {
    query: { encoding, lineBreaks },
    body: file,
  }).then((response) => response.data);

export const useValidateProductCsv = () => useMutation({ mutationFn: validateProductCsv });

/** The template's address in the given encoding (a plain download link). */
export const templateUrl = (encoding: 'utf8' | 'sjis') =>
  `${productImportEndpoints.template.path}?encoding=${encoding}`;
