// What every bench on the embedded database starts and stops: its own data folder and PostgreSQL on
// a free port, migrated; with openBenchApp also the app, the demo data and a signed-in session. The
// teardown always runs (normal end, an error, Ctrl-C or SIGTERM), and a run that died anyway
// (SIGKILL) is cleaned up by the next one: its PostgreSQL stopped, its child processes ended.
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { organisationScope } from '../../apps/server/src/db/organisation-scope.ts';
import { isRunning, stopStalePostmaster } from '../../apps/server/src/db/stale-postmaster.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { createSecretBox } from '../../apps/server/src/modules/app-settings/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_ORGANISATIONS,
} from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { signIn } from '../../apps/server/src/test/sign-in.ts';
import { startAppOn } from '../../apps/server/src/test/start-app.ts';
import { machineLoad } from './machine-load.ts';

export type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;
export type BenchApp = Awaited<ReturnType<typeof openBenchApp>>;

/** A tag of this checkout: two worktrees running the same bench must not share (and remove) a folder. */
const CHECKOUT_TAG = createHash('sha256')
  .update(fileURLToPath(new URL('../../', import.meta.url)))
  .digest('hex')
  .slice(0, 8);

/** Where a run lists the child processes it started, for the next run to end if this one dies. */
const childrenFile = (dataDir: string) => path.join(dataDir, 'children.json');
type RecordedChild = { pid: number; commandLine: string };
/** How long one step of the teardown may take (a pool waiting on a stalled query) before the next. */
const CLOSE_STEP_MS = 30_000;

const commandLineOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return undefined;
  }
};

/** Ends the children an earlier run in this folder recorded and left running (same command line). */
function endLeftoverChildren(dataDir: string) {
  if (!existsSync(childrenFile(dataDir))) return;
  const recorded = JSON.parse(readFileSync(childrenFile(dataDir), 'utf8')) as RecordedChild[];
  for (const { pid, commandLine } of recorded) {
    if (!isRunning(pid) || commandLineOf(pid) !== commandLine) continue;
    console.log(`bench: ending pid ${pid}, left running by an earlier run (${commandLine})`);
    process.kill(pid, 'SIGKILL');
  }
}

/**
 * The bench's PostgreSQL in /tmp/bench-<name>-<checkout tag> (or BENCH_DATA_DIR) on a free port (or
 * BENCH_PG_PORT), migrated unless told not to; prints the machine's load now and at close().
 */
export async function openBenchDatabase(
  name: string,
  { database = 'bench', migrate = true }: { database?: string; migrate?: boolean } = {},
) {
  console.log(`bench:${name} — ${machineLoad()} before`);
  const dataDir =
    process.env.BENCH_DATA_DIR ?? path.join(tmpdir(), `bench-${name}-${CHECKOUT_TAG}`);
  endLeftoverChildren(dataDir);
  // Removing the folder under a running postgres would leave it writing into the next cluster.
  await stopStalePostmaster(path.join(dataDir, 'pg'), { report: console.log, timeoutMs: 60_000 });
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const port = Number(process.env.BENCH_PG_PORT ?? (await freePort()));

  const children: ChildProcess[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  const endChildren = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  let closing: Promise<void> | undefined;
  /** The teardown, once: children, then what was opened in reverse order, then the folder. */
  const close = () =>
    (closing ??= (async () => {
      // A FAIL the bench set: postgres's exit hook would otherwise exit with 0 once all is closed.
      const verdict = process.exitCode;
      if (verdict)
        process.once('exit', (code) => {
          if (code === 0) process.exitCode = verdict;
        });
      endChildren();
      for (const closer of closers.reverse()) {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_STEP_MS)));
        await Promise.race([closer(), late]).catch((error) => console.error(error));
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      console.log(`bench:${name} — ${machineLoad()} after`);
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`bench:${name} — ${signal}: stopping what it started`);
    void close().finally(() => process.exit(128 + constants.signals[signal]));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, onSignal);
  // An error that skips close(): the children at least, synchronously (postgres has its own hook).
  process.once('exit', endChildren);

  try {
    const embedded = await startEmbeddedPostgres({ dataDir, port, database });
    closers.push(() => embedded.stop());
    const { db, pool } = createDatabase(embedded.url);
    closers.push(() => pool.end());
    if (migrate) await runMigrations(db);
    return {
      dataDir,
      url: embedded.url,
      db,
      pool,
      /** Runs on close(), before what was opened earlier. */
      onClose(closer: () => Promise<unknown>) {
        closers.push(closer);
      },
      /** A child process of the bench: ended at close(), or by the next run if this one dies. */
      track(child: ChildProcess) {
        children.push(child);
        const recorded: RecordedChild[] = children
          .filter((c) => c.pid !== undefined && c.exitCode === null)
          .map((c) => ({ pid: c.pid!, commandLine: commandLineOf(c.pid!) ?? '' }));
        writeFileSync(childrenFile(dataDir), JSON.stringify(recorded));
        return child;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The demo data as `npm run dev` seeds it, for an app whose OIDC issuer is `issuer`. */
export async function seedBenchDemo(db: Database, issuer = 'http://127.0.0.1/oidc') {
  await seedDemoData(db, {
    issuer,
    accounts: DEMO_ACCOUNTS,
    secrets: createSecretBox(randomBytes(32)),
  });
}

/**
 * openBenchDatabase, then the whole app on a free port with the demo data, signed in as the first
 * demo account of the first demo organisation: `headers` are a browser's API call's.
 */
export async function openBenchApp(name: string) {
  const bench = await openBenchDatabase(name);
  try {
    const started = await startAppOn(bench.db);
    bench.onClose(() => started.app.close());
    await seedBenchDemo(bench.db, started.config.oidcIssuer);
    const account = DEMO_ACCOUNTS[0]!;
    const { jar } = await signIn(started.baseUrl, account);
    const organisationId = DEMO_ORGANISATIONS[0]!.uuid;
    return {
      ...bench,
      app: started.app,
      config: started.config,
      baseUrl: started.baseUrl,
      account,
      organisationId,
      scope: organisationScope(organisationId),
      jar,
      headers: {
        cookie: jar.header(),
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
      },
    };
  } catch (error) {
    await bench.close();
    throw error;
  }
}
