import {
  WAREHOUSE_MESSAGES as M,
  type InboundCancelRequest,
  type InboundScheduleCreateRequest,
  type InstructionNumbersRequest,
  type ItemOutcome,
  type ShippingInstructionCreateRequest,
} from '@logi/warehouse-api';
import {
  exists,
  instructionRef,
  later,
  ok,
  refused,
  scheduleRef,
  type WriteContext,
  type Work,
} from './write-kit.ts';

// Inbound schedules and shipping instructions: accepted now, settled later (settle.ts).
async function inboundRefusals(
  c: WriteContext,
  schedule: InboundScheduleCreateRequest['schedules'][number],
) {
  const errors: string[] = [];
  if (!(await exists(c, 'vendors', 'vendor_code', schedule.vendorCode)))
    errors.push(M.vendorNotRegistered);
  for (const line of schedule.lines) {
    if (!(await exists(c, 'products', 'product_code', line.productCode))) {
      errors.push(`${M.productNotRegistered}（${line.productCode}）`);
    }
  }
  return errors;
}

export const createInbound: Work<InboundScheduleCreateRequest> = async (c, { schedules }) => {
  const outcomes: ItemOutcome[] = [];
  for (const schedule of schedules) {
    const errors = await inboundRefusals(c, schedule);
    if (errors.length > 0) {
      outcomes.push(refused(schedule.scheduleNumber, ...errors));
      continue;
    }
    const { rows } = await c.client.query(
      `insert into inbound_schedules (account, schedule_number, data, status, due_at, updated_at, parts)
       values ($1, $2, $3, '入荷待ち', $4, $5, $6) on conflict do nothing returning seq`,
      [
        c.account,
        schedule.scheduleNumber,
        schedule,
        later(c.now, c.settings.resultDelayMs),
        c.now,
        c.settings.inboundParts,
      ],
    );
    outcomes.push(
      rows[0]
        ? ok(schedule.scheduleNumber, scheduleRef(rows[0].seq))
        : refused(schedule.scheduleNumber, M.scheduleNumberTaken),
    );
  }
  return outcomes;
};

export const cancelInbound: Work<InboundCancelRequest> = async (c, { cancellations }) => {
  const outcomes: ItemOutcome[] = [];
  for (const { scheduleNumber, lineNumbers } of cancellations) {
    const { rows } = await c.client.query(
      `select data, status, cancelled_lines from inbound_schedules
       where account = $1 and schedule_number = $2 for update`,
      [c.account, scheduleNumber],
    );
    const row = rows[0];
    if (!row) outcomes.push(refused(scheduleNumber, M.scheduleNotFound));
    else if (row.status === 'キャンセル') outcomes.push(ok(scheduleNumber));
    else if (row.status !== '入荷待ち')
      outcomes.push(refused(scheduleNumber, M.scheduleReceivingStarted));
    else {
      const all: number[] = row.data.lines.map((line: { lineNumber: number }) => line.lineNumber);
      const wanted = lineNumbers?.length ? lineNumbers : all;
      if (wanted.some((n) => !all.includes(n))) {
        outcomes.push(refused(scheduleNumber, M.lineNotFound));
        continue;
      }
      const cancelled = [...new Set([...(row.cancelled_lines as number[]), ...wanted])];
      const status = cancelled.length === all.length ? 'キャンセル' : '入荷待ち';
      await c.client.query(
        `update inbound_schedules set cancelled_lines = $3, status = $4, updated_at = $5
         where account = $1 and schedule_number = $2`,
        [c.account, scheduleNumber, cancelled, status, c.now],
      );
      outcomes.push(ok(scheduleNumber));
    }
  }
  return outcomes;
};

export const createShipping: Work<ShippingInstructionCreateRequest> = async (
  c,
  { instructions },
) => {
  const outcomes: ItemOutcome[] = [];
  const delay = c.settings.resultDelayMs;
  for (const instruction of instructions) {
    const { rows } = await c.client.query(
      `insert into shipping_instructions (account, instruction_number, data, status, working_at, due_at, updated_at)
       values ($1, $2, $3, '受付済', $4, $5, $6) on conflict do nothing returning seq`,
      [
        c.account,
        instruction.instructionNumber,
        instruction,
        later(c.now, delay / 2),
        later(c.now, delay),
        c.now,
      ],
    );
    const code = instruction.instructionNumber;
    outcomes.push(
      rows[0] ? ok(code, instructionRef(rows[0].seq)) : refused(code, M.instructionNumberTaken),
    );
  }
  return outcomes;
};

/** Cancel and suspend: which statuses they move, and the refusal when 出荷作業中. */
export function changeInstructions(
  target: 'キャンセル' | '出荷保留',
  inProgress: string,
): Work<InstructionNumbersRequest> {
  return async (c, { instructionNumbers }) => {
    const outcomes: ItemOutcome[] = [];
    for (const number of instructionNumbers) {
      const { rows } = await c.client.query(
        'select status from shipping_instructions where account = $1 and instruction_number = $2 for update',
        [c.account, number],
      );
      const status = rows[0]?.status as string | undefined;
      if (!status) outcomes.push(refused(number, M.instructionNotFound));
      else if (status === target) outcomes.push(ok(number));
      else if (status === '出荷作業中') outcomes.push(refused(number, inProgress));
      else if (status !== '受付済' && status !== '出荷保留')
        outcomes.push(refused(number, M.instructionClosed));
      else {
        await c.client.query(
          `update shipping_instructions set status = $3, updated_at = $4
           where account = $1 and instruction_number = $2`,
          [c.account, number, target, c.now],
        );
        outcomes.push(ok(number));
      }
    }
    return outcomes;
  };
}
