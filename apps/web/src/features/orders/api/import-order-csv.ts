import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderEndpoints as endpoints,
  type OrderFileFormat,
  type OrderFileImportDto,
  type ProductImportEncoding,
} from '@logi/shared';
import { request } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';

export type OrderCsvUpload = {
  file: File;
  encoding: ProductImportEncoding;
  /** Our layout, or a mall's own download with the shop it is imported for (decision 061). */
  format: OrderFileFormat;
  shopId: number | null;
};

/** 取込: all or nothing; a refused file throws the 422 with its line errors (行目). */
export const importOrderCsv = ({ file, encoding, format, shopId }: OrderCsvUpload) =>
  request<{ data: OrderFileImportDto }>('POST', endpoints.csvImport.path, {
    query: { encoding, format, ...(format !== 'own' && shopId !== null && { shopId }) },
    body: file,
  }).then((response) => response.data);

export const useImportOrderCsv = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOrderCsv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

/** The template's address in the given encoding (a plain download link). */
export const orderTemplateUrl = (encoding: 'utf8' | 'sjis') =>
  `${endpoints.csvTemplate.path}?encoding=${encoding}`;
