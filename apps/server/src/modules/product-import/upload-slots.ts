import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_TEXTS as TEXTS } from '@logi/shared';
import { AppError } from '../../http/app-error.ts';
import { scopeOf } from '../auth/index.ts';
import { answeringCsv, uploadedBytes } from './csv-upload-answer.ts';

export type UploadLimits = { perOrganisation: number; perServer: number };

/**
 * One upload's hold on a slot. The request holds it until its response closes, and the route's
 * work while it runs: a client that hangs up mid-check does not free a slot still working.
 */
class UploadSlot {
  private holders = 1;

  constructor(private readonly free: () => void) {}

  /** Another holder (the route's work); false once the slot is free again (the client is gone). */
  hold(): boolean {
    if (this.holders === 0) return false;
    this.holders += 1;
    return true;
  }

  drop(): void {
    if (this.holders === 0) return;
    this.holders -= 1;
    if (this.holders === 0) this.free();
  }
}

/**
 * How many CSV uploads this process takes at once, in all and per organisation (decision 039): a
 * file is up to 50 MB of memory and seconds of CPU, so one more is refused with 429 before its
 * body is read. Per process: each of several instances (decision 027) has its own slots.
 */
export class UploadSlots {
  private inUse = 0;
  private readonly byOrganisation = new Map<string, number>();
  private readonly slotOf = new WeakMap<FastifyRequest, UploadSlot>();

  constructor(private readonly limits: UploadLimits) {}

  /** The upload routes' onRequest hook (after sign-in): a slot for the request, or 429. */
  readonly take = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { organisationId } = scopeOf(request);
    const ours = this.byOrganisation.get(organisationId) ?? 0;
    if (this.inUse >= this.limits.perServer || ours >= this.limits.perOrganisation) {
      throw new AppError('rate_limited', TEXTS.uploadsBusy);
    }
    this.inUse += 1;
    this.byOrganisation.set(organisationId, ours + 1);
    const slot = new UploadSlot(() => this.free(organisationId));
    this.slotOf.set(request, slot);
    // 'close' comes once the answer is sent or the connection is lost, whichever is first.
    reply.raw.once('close', () => slot.drop());
  };

  /** Runs an upload route's work within the slot its request took. */
  async within<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const slot = this.slotOf.get(request);
    if (!slot) throw new Error(`${request.routeOptions.url} takes no upload slot (onRequest)`);
    if (!slot.hold()) throw new AppError('rate_limited', TEXTS.uploadsBusy);
    try {
      return await work();
    } finally {
      slot.drop();
    }
  }

  /** An upload route's options: the file up to its limit, a slot taken before the body is read. */
  get routeOptions() {
    return { bodyLimit: PRODUCT_IMPORT_MAX_BYTES + 1, onRequest: this.take };
  }

  /**
   * An upload route's answer: its work on the file's bytes within the request's slot, a refused
   * file answered 422 with its lines' errors.
   */
  answer<T>(request: FastifyRequest, reply: FastifyReply, work: (bytes: Buffer) => Promise<T>) {
    return this.within(request, () => answeringCsv(reply, () => work(uploadedBytes(request.body))));
  }

  private free(organisationId: string): void {
    this.inUse -= 1;
    const left = (this.byOrganisation.get(organisationId) ?? 1) - 1;
    if (left === 0) this.byOrganisation.delete(organisationId);
    else this.byOrganisation.set(organisationId, left);
  }
}
