import { useMutation } from '@tanstack/react-query';
import { reconciliationEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

/** 整合性チェックを実行: a background process (the one under way, if any). */
export const runReconciliation = () =>
  http.postData<ProcessDto>(reconciliationEndpoints.run.path, {});

export const useRunReconciliation = () => useMutation({ mutationFn: runReconciliation });
