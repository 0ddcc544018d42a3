import { scheduleView } from '../../read-models/receiving/index.ts';
import { viewChangeRecorder } from '../audit/index.ts';

// 変更履歴 of 入荷予定: each change recorded against the schedule's view (read-models/receiving).

export { scheduleView };

/** Records one change of a schedule (register, edit, cancel) against its view before it. */
export const recordScheduleChange = viewChangeRecorder('receiving_schedules', scheduleView);
