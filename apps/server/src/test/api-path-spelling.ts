/**
 * Decision 018's rule for /api paths: `/api/<resource>/<action>/:param`, every word lower snake_case,
 * path parameters last, one spelling per resource. Only the paths the product spec fixes break it.
 */

/** The spec's §7 endpoints, to the letter (docs/decisions/018-masters.md lists them too). */
export const SPEC_FIXED_API_PATHS: ReadonlySet<string> = new Set([
  '/api/processes/get',
  '/api/processes/broadcasted/:id',
  '/api/ip/getUserIp',
  '/api/auth/redirect',
  '/api/auth/callback',
  '/api/auth/user',
  '/api/auth/logout',
  '/api/userNotification',
  '/api/adminUserNotification/search',
  '/api/adminUserNotification/show/:id',
  '/api/adminUserNotification/store',
  '/api/adminUserNotification/update/:id',
  '/api/adminUserNotification/destroy/:id',
]);

const WORD = /^[a-z]+(_[a-z]+)*$/;
const PARAM = /^:[a-z][A-Za-z]*$/;

/** A resource the spec spells its own way: the paths under it keep that spelling for it. */
const specResources = new Set([...SPEC_FIXED_API_PATHS].map((path) => path.split('/')[2]));

/** Why one /api path breaks the rule, or null when it keeps it. */
function faultOf(path: string): string | null {
  if (SPEC_FIXED_API_PATHS.has(path)) return null;
  const segments = path.split('/').slice(2);
  const firstParam = segments.findIndex((segment) => segment.startsWith(':'));
  const words = firstParam < 0 ? segments : segments.slice(0, firstParam);
  const params = firstParam < 0 ? [] : segments.slice(firstParam);
  const badWord = words.find(
    (word, i) => !WORD.test(word) && !(i === 0 && specResources.has(word)),
  );
  if (badWord !== undefined) return `"${badWord}" is not a lower snake_case word`;
  if (params.some((param) => !PARAM.test(param))) return 'a word after a path parameter';
  return null;
}

/** Every /api path that breaks decision 018's rule, with the reason. */
export function apiPathFaults(paths: readonly string[]): string[] {
  const apiPaths = paths.filter((path) => path.startsWith('/api/'));
  const resources = new Set(apiPaths.map((path) => path.split('/')[2]));
  const faults = apiPaths.flatMap((path) => {
    const fault = faultOf(path);
    return fault ? [`${path}: ${fault}`] : [];
  });
  // One spelling per resource: `/api/order/store` beside `/api/orders/search` is two.
  const doubled = [...resources].filter((resource) => resources.has(`${resource}s`));
  return [...faults, ...doubled.map((resource) => `/api/${resource}: also spelt ${resource}s`)];
}
