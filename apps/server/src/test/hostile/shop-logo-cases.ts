import { sql } from 'drizzle-orm';
import { shopLogoEndpoints as L, shopLogoUploadSchema } from '@logi/shared';
import { inScope } from '../../db/organisation-scope.ts';
import { first, key } from './order-cases.ts';
import {
  bodyArbitrary,
  bodyVerdict,
  idArbitrary,
  idOf,
  refusedOrAccepted,
  type Planner,
  type SweepCase,
  type SweepContext,
} from './sweep-plan.ts';

/** The sweep's cases of the shop's 納品書 logo: no drawn body is ever a sound PNG or JPEG. */

const shopFound = async (context: SweepContext, segment: string | null) => {
  const id = idOf(segment, context.fixtures.shops ?? 0);
  return id
    ? Boolean(
        await first(
          context,
          sql`select 1 from shops s where ${inScope('s', context.scope, sql`s.id = ${id}`)}`,
        ),
      )
    : false;
};
const pathOf = (path: string, context: SweepContext, segment: string | null) =>
  path.replace(':id', segment ?? String(context.fixtures.shops ?? 0));

export const SHOP_LOGO_CASES: Record<string, SweepCase> = {
  // An upload: the organisation's shop refuses a file that is no image (422); another's is a 404.
  [key(L.update)]: {
    weight: 1,
    planner: idArbitrary().chain((segment) =>
      bodyArbitrary(shopLogoUploadSchema, { image: 'iVBORw0KGgo=' }).map<Planner>(
        (body) => async (context) => {
          const request = {
            method: 'PUT',
            path: pathOf(L.update.path, context, segment),
            body: body.text,
            contentType: body.contentType,
          };
          return refusedOrAccepted(bodyVerdict(body, shopLogoUploadSchema), request, async () => ({
            request,
            expected: { status: (await shopFound(context, segment)) ? 422 : 404 },
            writes: false,
          }));
        },
      ),
    ),
  },
  // A removal: the sweep's shop has no logo, so nothing changes (204); another's shop is a 404.
  [key(L.destroy)]: {
    weight: 1,
    planner: idArbitrary().map<Planner>((segment) => async (context) => ({
      request: { method: 'DELETE', path: pathOf(L.destroy.path, context, segment) },
      expected: { status: (await shopFound(context, segment)) ? 204 : 404 },
      writes: false,
    })),
  },
};
