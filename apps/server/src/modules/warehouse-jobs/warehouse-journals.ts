import { customerReturnSearch, inboundResultSearch } from './inbound-jobs.ts';
import { shipmentSearch } from './shipping-jobs.ts';
import type { WarehouseJob } from './warehouse-job.ts';

/**
 * Books every receipt, shipment and return the warehouse has journaled and we have not, on one
 * warehouse, through their own jobs' work (each books a row once). Its figures count them already:
 * a figure taken after this holds no movement we are yet to book (decision 042).
 */
export async function bookWarehouseJournals(job: WarehouseJob): Promise<string[]> {
  // The caller reports the progress; the inner jobs' own 0-of-1 / 1-of-1 would make it jump.
  const quiet: WarehouseJob = { ...job, reportProgress: async () => {} };
  return [
    await inboundResultSearch.run(quiet, {}),
    await shipmentSearch.run(quiet, {}),
    await customerReturnSearch.run(quiet, {}),
  ];
}
