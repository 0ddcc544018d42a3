import { useMutation } from '@tanstack/react-query';
import { reconciliationEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

/** 整合性チェックを実行: a background process (the one under way, if any). */
export const runReconciliation = () =>
  http.post<{ data: ProcessDto }>(reconciliationEndpoints.run.path, {}).then((r) => r.data);

export const useRunReconciliation = () => useMutation({ mutationFn: runReconciliation });
