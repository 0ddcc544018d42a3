import { Readable } from 'node:stream';
import { WAREHOUSE_MESSAGES as M } from '@logi/warehouse-api';
import type { FastifyReply } from 'fastify';
import type { Fault } from './sim-state.ts';

const DEFAULT_HANG_MS = 120_000;
const DEFAULT_OVERSIZE_BYTES = 20 * 1024 * 1024;
const CHUNK = 64 * 1024;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** timeout: holds the answer until the client gives up (or delayMs passes), then drops the connection. */
export async function hang(reply: FastifyReply, fault: Fault): Promise<void> {
  reply.hijack();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, fault.delayMs ?? DEFAULT_HANG_MS);
    reply.raw.once('close', () => (clearTimeout(timer), resolve()));
  });
  reply.raw.destroy();
}

/** The failures answered instead of the work: 500, 429 with Retry-After, 422 refusal. */
export function failureAnswer(reply: FastifyReply, fault: Fault) {
  if (fault.kind === 'rateLimit') {
    return reply
      .code(429)
      .header('retry-after', String(fault.retryAfterSeconds ?? 1))
      .send({ message: M.rateLimited });
  }
  if (fault.kind === 'refuse') {
    return reply
      .code(422)
      .send({ message: fault.message ?? M.refused, errors: [fault.message ?? M.refused] });
  }
  return reply.code(500).send({ message: fault.message ?? M.internalError });
}

/** A valid-looking JSON document of `bytes` bytes, streamed without a Content-Length. */
function oversizeBody(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent === 0) {
        sent += 10;
        this.push('{"items":[');
      } else if (sent < bytes) {
        const size = Math.min(CHUNK, bytes - sent);
        sent += size;
        this.push(' '.repeat(size));
      } else {
        this.push(']}');
        this.push(null);
      }
    },
  });
}

/** Twists a correct answer as the fault asks; answers true when it sent something itself. */
export function twistedAnswer(reply: FastifyReply, fault: Fault, answer: Record<string, unknown>) {
  switch (fault.kind) {
    case 'malformedJson':
      return reply.type('application/json').send(JSON.stringify(answer).slice(0, -7));
    case 'oversize':
      return reply
        .type('application/json')
        .send(oversizeBody(fault.bytes ?? DEFAULT_OVERSIZE_BYTES));
    case 'missingField': {
      const { status: _status, total: _total, account: _account, ...rest } = answer;
      return reply.send(rest);
    }
    case 'unknownStatus': {
      const items = Array.isArray(answer.items)
        ? answer.items.map((item: Record<string, unknown>) =>
            'status' in item ? { ...item, status: '確認中' } : { ...item, result: '確認中' },
          )
        : answer.items;
      return reply.send({ ...answer, ...('status' in answer ? { status: '確認中' } : {}), items });
    }
    default:
      return reply.send(answer);
  }
}
