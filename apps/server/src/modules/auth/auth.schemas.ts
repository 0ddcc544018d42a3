import { hasControlCharacters, requiredString } from '@logi/shared';
import { z } from 'zod';

/**
 * GET /api/auth/redirect: only a same-site path is a destination after sign-in (no open redirect);
 * anything else, a control character included, means "no destination" rather than an error.
 */
export const redirectQuerySchema = z.object({
  returnTo: z
    .string()
    .regex(/^\/(?!\/)[^\\]*$/)
    .max(2000)
    .refine((path) => !hasControlCharacters(path))
    .optional()
    .catch(undefined),
});

/** GET /api/auth/callback: the issuer's code and our state, bounded and free of control characters. */
export const callbackQuerySchema = z.looseObject({
  code: requiredString(2000),
  state: requiredString(200),
});

/** PUT /api/auth/organisation: the organisation to work in (the session checks membership). */
export const organisationSwitchBody = z.object({ uuid: z.guid() });
