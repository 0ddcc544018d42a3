// 入荷予定's read model: the schedules list, its CSV, one schedule's detail and its audit view.
export { receivingScheduleExportReader, searchReceivingSchedules } from './schedule-list.ts';
export { showReceivingSchedule } from './schedule-detail.ts';
export { scheduleView } from './schedule-audit-view.ts';
