import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.ts';
import { freePort } from './free-port.ts';

/** The pid on the first line of the data directory's postmaster.pid. */
export function postmasterPidOf(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** State letter from /proc/<pid>/stat, or undefined once the process is gone. */
function stateOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** The processes whose parent is pid (postgres's backends and auxiliary processes). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => {
      try {
        const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

// An orphaned zombie holds nothing (no shared memory, no port): it counts as gone.
const isGone = (pid: number) => [undefined, 'Z', 'X'].includes(stateOf(pid));

async function waitUntilGone(pids: number[], timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pids.every(isGone)) {
    if (Date.now() > deadline) throw new Error(`processes ${pids.join(', ')} did not exit`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A PostgreSQL of its own (temporary folder, free port) that a test may kill -9 and start again on
 * the same folder and port, as a crash or a managed database's failover would.
 */
export async function startKillablePostgres(database: string) {
  // Under .data, not /tmp: as root, postgres runs as its own user and must be able to enter it.
  mkdirSync('.data', { recursive: true });
  const dataDir = mkdtempSync(path.join('.data', 'killable-pg-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  let server: EmbeddedDatabase | undefined = await startEmbeddedPostgres({
    dataDir,
    port,
    database,
  });
  const url = server.url;
  return {
    url,
    port,
    dataDir,
    /** kill -9 of the postmaster; resolves once it and every backend have exited. */
    async kill() {
      const pid = postmasterPidOf(dataDir);
      const backends = childrenOf(pid);
      process.kill(pid, 'SIGKILL');
      server = undefined;
      await waitUntilGone([pid, ...backends]);
    },
    /** Starts PostgreSQL again on the same folder and port (crash recovery runs first). */
    async restart() {
      server = await startEmbeddedPostgres({ dataDir, port, database });
    },
    async stop() {
      await server?.stop();
      server = undefined;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
