// The processes module's public surface. It is the only writer of the processes table: the job
// engine creates and moves processes through these functions, never through the table.
export { toProcessDto, type ProcessDto } from './processes.dto.ts';
export type { ProcessRow } from './processes.table.ts';
export {
  claimProcess,
  completeProcess,
  createProcess,
  failProcess,
  reportProcessProgress,
  returnToPending,
  transitionProcess,
} from './process-transitions.ts';
export {
  findUnfinishedProcess,
  hasUnfinishedProcess,
  listPendingProcessesWithout,
  listProcessingProcesses,
  type NewProcess,
} from './process-records.repository.ts';
