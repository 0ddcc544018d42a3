import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { inboundKeys } from './inbound-keys.ts';

/** Every inbound write answers its record (or the process it queued); lists and details refresh. */
export const useInboundMutation = <A, R>(run: (args: A) => Promise<R>) =>
  useRefreshingMutation(run, inboundKeys.all);
