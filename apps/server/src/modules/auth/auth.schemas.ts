import { requiredString } from '@logi/shared';
import { z } from 'zod';

/** GET /api/auth/callback: the issuer's code and our state, bounded and free of control characters. */
export const callbackQuerySchema = z.looseObject({
  code: requiredString(2000),
  state: requiredString(200),
});

/** PUT /api/auth/organisation: the organisation to work in (the session checks membership). */
export const organisationSwitchBody = z.object({ uuid: z.guid() });
