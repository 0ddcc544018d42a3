// Prints every chunk of the built SPA with its gzipped size, and the first load: what the browser
// must fetch before the signed-in home is interactive — the entry script plus the module preloads
// of the built index.html (the shell and the home page are in them; every other page, Mantine and
// the header popups load later, docs/decisions/024). Ends with PASS or FAIL against the budget
// (exit 1 on a FAIL): run `npm run bench:bundle` after changing imports. A size: no machine load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { verdict } from './bench/verdict.ts';

const dist = process.argv[2] ?? 'apps/web/dist';
// docs/decisions/015 and 024: the signed-in shell stays within this.
const INITIAL_JS_BUDGET_KB = 150;

// kB of 1000 bytes, as Vite prints them.
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(8);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+)"/g),
  ].map((match) => match[1]),
);
const stylesheets = new Set(
  [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*\shref="\/([^"]+)"/g)].map((match) => match[1]),
);

const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => {
    const file = `assets/${name}`;
    const content = readFileSync(join(dist, file));
    return { file, raw: content.length, gzip: gzipSync(content).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

console.log(`${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)}  chunk`);
for (const chunk of chunks) {
  const mark = initial.has(chunk.file) || stylesheets.has(chunk.file) ? '  (first load)' : '';
  console.log(`${kb(chunk.raw)} ${kb(chunk.gzip)}  ${chunk.file}${mark}`);
}

const of = (names) => chunks.filter((chunk) => names.has(chunk.file));
const gzipOf = (list) => list.reduce((total, chunk) => total + chunk.gzip, 0);
const initialJs = of(initial);
const initialJsKb = gzipOf(initialJs) / 1000;
console.log(
  `\nfirst load JavaScript: ${initialJsKb.toFixed(1)} kB gzipped in ${initialJs.length} file(s) ` +
    `(budget ${INITIAL_JS_BUDGET_KB} kB)`,
);
console.log(`first load CSS:        ${(gzipOf(of(stylesheets)) / 1000).toFixed(1)} kB gzipped`);
console.log(
  `first load ${initialJsKb.toFixed(1)} kB: ` +
    verdict(initialJsKb, { atMost: INITIAL_JS_BUDGET_KB, unit: 'kB gzipped' }),
);
