import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ORDER_MESSAGES as M,
  orderEditSchema,
  orderEndpoints as endpoints,
  orderEntrySchema,
  orderResponses as responses,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { signedInRoute } from '../../resource/command-route.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { AppError, INVALID_INPUT_MESSAGE } from '../../http/app-error.ts';
import { pathId } from '../../http/path-id.ts';
import { showOrder } from '../../read-models/orders/index.ts';
import { OrderIntakeRefusal, type IntakeProblem } from './intake-checks.ts';
import type { AllocateAtIntake } from './orders-intake.service.ts';
import { enterOrder, updateOrder, type EditAllocation } from './order-entry.service.ts';

const tags = ['orders'];
const params = z.object({ id: z.string() });

/** The form's refusal, keyed by its own fields: 409 for a taken number, else 422. */
function formRefusal(problems: readonly IntakeProblem[]) {
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of problems) {
    const key =
      problem.line === undefined ? problem.field : `lines.${problem.line}.${problem.field}`;
    (fieldErrors[key] ??= []).push(problem.message);
  }
  return problems.every((problem) => problem.conflict)
    ? new AppError('conflict', problems[0]!.message, { fieldErrors })
    : new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors });
}

/** 受注登録 and 受注編集: 引当管理's form, through the intake and the orders' commands. */
export async function orderEntryRoutes(
  app: FastifyInstance,
  { db, allocation }: { db: Database; allocation: EditAllocation },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const atIntake: AllocateAtIntake = allocation.atIntake;

  r.post(
    endpoints.entry.path,
    signedInRoute(tags, {
      summary: '受注登録 (the form): one order typed in',
      description:
        'Stores one order through the same intake as POST /api/orders/store (自動引当 alike), ' +
        'source manual. A number the shop already has is a 409 on order_number.',
      body: orderEntrySchema,
      response: { 201: responses.show },
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      try {
        const id = await enterOrder(db, actor, request.body, atIntake);
        return reply.status(201).send({ data: await showOrder(db, actor.scope, id) });
      } catch (error) {
        if (error instanceof OrderIntakeRefusal) throw formRefusal(error.problems);
        throw error;
      }
    },
  );

  r.put(
    endpoints.update.path,
    signedInRoute(tags, {
      params,
      summary: '受注編集: recipient, delivery details and lines before 出荷指示',
      description:
        'Refused with 409 once the order is instructed (or later) and when `version` is not the ' +
        'stored one. Changed pieces give the allocation back and allocate again.',
      body: orderEditSchema,
      response: { 200: responses.show },
    }),
    async (request) => {
      const actor = actorOf(request);
      const id = pathId(request.params.id, M.orderNotFound);
      await updateOrder(db, actor, id, request.body, allocation);
      return { data: await showOrder(db, actor.scope, id) };
    },
  );
}
