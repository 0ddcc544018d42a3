import type { ProcessDto, ProcessPage } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { pageOf } from '../../http/pagination.ts';
import { publishEvent } from '../events/index.ts';
import { toProcessDto } from './processes.dto.ts';
import {
  listVisibleProcesses,
  lockVisibleProcess,
  markBroadcasted,
} from './processes.repository.ts';

export const PROCESS_NOT_FOUND = '処理が見つかりませんでした';
const PROCESSING_NOT_DELETABLE = '処理中のため削除できません';

/** One page of the header list, with the badge's count of unfinished processes. */
export async function listProcesses(
  db: Database,
  scope: OrganisationScope,
  { page, perPage }: { page: number; perPage: number },
): Promise<ProcessPage> {
  const result = await listVisibleProcesses(db, scope, { page, perPage });
  return {
    ...pageOf(result.rows.map(toProcessDto), result.total, page, perPage),
    // Beyond the spec's list: pending + processing of all pages, for the header badge.
    activeCount: result.activeCount,
  };
}

/** Spec §4: deleting a process hides it (broadcasted); one still 処理中 cannot be deleted. */
export async function hideProcess(
  db: Database,
  scope: OrganisationScope,
  id: string,
): Promise<ProcessDto> {
  return db.transaction(async (tx) => {
    const row = await lockVisibleProcess(tx, scope, id);
    if (!row) throw notFound(PROCESS_NOT_FOUND);
    if (row.processStatus === 'processing') {
      throw new AppError('validation', PROCESSING_NOT_DELETABLE);
    }
    await markBroadcasted(tx, scope, id);
    await publishEvent(
      tx,
      { organisationId: scope.organisationId },
      { type: 'process.deleted', id },
    );
    return toProcessDto(row);
  });
}
