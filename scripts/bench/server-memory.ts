// npm run bench:server-memory: the idle server's resident memory (decision 022: the baseline of the
// import's ≤ 250 MB peak), first as bench:products starts it (a child process with the server's Node
// flags and tsx) at ready and signed in, then by part, each in a fresh process: the
// loader, @logi/shared and app.ts alone, the parts only some routes use on top of app.ts.
// RSS is not load-sensitive.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase, seedBenchDemo } from './bench-app.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/runtime-flags.ts';
import { startChildServer } from '../../apps/server/src/test/child-server.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';

const SERVER = new URL('../../apps/server/src/test/product-import-crash-child.ts', import.meta.url);
const PART = fileURLToPath(new URL('./memory-part.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const MB = 1024 * 1024;

const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return `RSS ${(kb('VmRSS') / 1024).toFixed(0)} MB (peak ${(kb('VmHWM') / 1024).toFixed(0)} MB)`;
};
const part = (...args: string[]) =>
  execFileSync(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', PART, ...args], {
    cwd: SERVER_DIR,
    encoding: 'utf8',
  })
    .split('\n')
    .find((line) => line.startsWith('{') || line.startsWith('['))!;

const bench = await openBenchDatabase('server-memory');
try {
  await seedBenchDemo(bench.db);
  const server = startChildServer(SERVER, bench.url, {});
  bench.track(server.child);
  const { baseUrl } = await server.next('ready', 180_000);
  const pid = server.child.pid!;
  console.log(`\nthe server as bench:products starts it`);
  console.log(`  at ready: ${memoryOf(pid)}`);
  await signIn(baseUrl!, DEMO_ACCOUNTS[0]!);
  console.log(`  signed in: ${memoryOf(pid)}`);

  console.log(
    `\nby part, each in a fresh process (RSS before it; + RSS, + V8 heap; the last four on top of app.ts)`,
  );
  for (const name of JSON.parse(part('--list')) as string[]) {
    const { before, after } = JSON.parse(part(name)) as Record<
      'before' | 'after',
      { rss: number; heapUsed: number }
    >;
    const plus = (key: 'rss' | 'heapUsed') => ((after[key] - before[key]) / MB).toFixed(1);
    console.log(
      `  ${name.padEnd(38)} ${(before.rss / MB).toFixed(0)} MB; +${plus('rss')} MB, heap +${plus('heapUsed')} MB`,
    );
  }
} finally {
  await bench.close();
}
