import type { Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { scheduleView } from '../../read-models/receiving/index.ts';
import { recordAudit, type AuditedRecord } from '../audit/index.ts';

// 変更履歴 of 入荷予定: each change recorded against the schedule's view (read-models/receiving).

export { scheduleView };

/** Records one change of a schedule (register, edit, cancel) against its view before it. */
export async function recordScheduleChange(
  tx: Tx,
  actor: { scope: OrganisationScope; userId: string | null },
  id: number,
  before: AuditedRecord | null,
) {
  await recordAudit(tx, actor.scope, {
    resource: 'receiving_schedules',
    recordId: id,
    userId: actor.userId,
    action: before ? 'update' : 'create',
    before,
    after: await scheduleView(tx, actor.scope, id),
  });
}
