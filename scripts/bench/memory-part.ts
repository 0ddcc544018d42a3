// One part of the server loaded in a fresh process (started by server-memory.ts with the server's
// Node flags and tsx), the route-only parts on top of app.ts: prints its cost as one JSON line.
import { createRequire } from 'node:module';

const SRC = '../../apps/server/src/';
const PARTS: Record<string, () => Promise<unknown>> = {
  'tsx loader alone': async () => undefined,
  '@logi/shared (zod, schemas, labels)': () => import('@logi/shared'),
  'app.ts, the whole module graph': () => import(`${SRC}app.ts`),
  'PDF renderers (pdfkit, bwip-js)': () =>
    import(`${SRC}modules/fulfilment/documents/lazy-renderers.ts`).then((m) =>
      m.documentRenderers(),
    ),
  'built-in issuer (oidc-provider)': () => import(`${SRC}modules/idp/dev-issuer.ts`),
  'notification sanitiser (jsdom)': () =>
    import(`${SRC}modules/notifications/html-sanitiser.ts`).then((m) =>
      m.sanitiseNotificationHtml('<p>x</p>'),
    ),
  'postal search index, built': () =>
    import(`${SRC}modules/postal/postal-search.service.ts`).then((m) => m.getPostalIndex()),
};

const BASE_PARTS = new Set(Object.keys(PARTS).slice(0, 3));
const collect = () => (globalThis as { gc?: () => void }).gc?.();
const memory = () => {
  collect();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};
const name = process.argv[2] ?? '--list';
if (name === '--list') {
  console.log(JSON.stringify(Object.keys(PARTS)));
  process.exit(0);
}
// What every part needs anyway (the loader, Node's own modules) is loaded before the first figure.
createRequire(import.meta.url)('node:crypto');
// A part used by some routes is measured on top of the module graph every server loads.
if (!BASE_PARTS.has(name)) await PARTS['app.ts, the whole module graph']!();
await new Promise((resolve) => setTimeout(resolve, 300));
const before = memory();
await PARTS[name]!();
await new Promise((resolve) => setTimeout(resolve, 300));
const after = memory();
console.log(JSON.stringify({ name, before, after }));
