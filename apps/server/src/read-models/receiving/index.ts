// 入荷予定's read model: the schedules list, its CSV, and one schedule's detail.
export { receivingScheduleExportReader, searchReceivingSchedules } from './schedule-list.ts';
export { showReceivingSchedule } from './schedule-detail.ts';
