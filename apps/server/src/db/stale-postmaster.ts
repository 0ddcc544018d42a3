import { execFileSync, type ExecFileSyncOptionsWithStringEncoding } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';

const UTF8: ExecFileSyncOptionsWithStringEncoding = {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
};

/** Running, as opposed to gone or a zombie nobody reaped (which holds no port and no memory). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return true; // no /proc (macOS): kill(0) said it runs
  }
}

/** The process's command line (Linux /proc, else ps), or undefined when neither can tell. */
function commandLineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], UTF8);
    } catch {
      return undefined;
    }
  }
}

/** The parent pid and its executable's name (Linux /proc, else ps), or undefined. */
function parentOf(pid: number): { pid: number; executable: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { pid: parent, executable: readlinkSync(`/proc/${parent}/exe`) };
  } catch {
    try {
      const parent = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], UTF8).trim());
      const executable = execFileSync('ps', ['-o', 'comm=', '-p', String(parent)], UTF8).trim();
      return { pid: parent, executable };
    } catch {
      return undefined;
    }
  }
}

/**
 * A postmaster whose starter died was handed to init (or a subreaper); one whose parent is still
 * a Node process belongs to a server that runs (a second start in the same folder).
 */
function liveOwnerOf(pid: number): number | undefined {
  const parent = parentOf(pid);
  // A parent killed but not yet reaped (a zombie) runs no server either.
  if (!parent || parent.pid <= 1 || !isRunning(parent.pid)) return undefined;
  return path.basename(parent.executable) === path.basename(process.execPath)
    ? parent.pid
    : undefined;
}

async function waitUntilStopped(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Stops a postgres a crashed run left on databaseDir, so the next start finds the folder free. A
 * fast shutdown (SIGINT: SIGTERM is postgres's *smart* shutdown, which waits for every client, a
 * psql or BI connection included), then a wait. The pid file of a live postmaster is never
 * deleted: a server that will not stop fails the start with a message saying so.
 */
export async function stopStalePostmaster(
  databaseDir: string,
  { report, timeoutMs }: { report: (line: string) => void; timeoutMs: number },
): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  // postmaster.pid: the pid on line 1, the data directory as postgres saw it on line 2.
  const [pidLine, dataDirectory = databaseDir] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!(Number.isInteger(pid) && pid > 0 && isRunning(pid))) {
    report(`Embedded PostgreSQL: removed ${pidFile} of a server no longer running (pid ${pid}).`);
    rmSync(pidFile, { force: true });
    return;
  }
  // Unknown (neither /proc nor ps): trusted to be the postmaster its pid file names.
  const commandLine = commandLineOf(pid);
  if (commandLine !== undefined && !commandLine.includes(dataDirectory)) {
    report(`Embedded PostgreSQL: removed ${pidFile}; its pid ${pid} is now another program.`);
    rmSync(pidFile, { force: true });
    return;
  }
  const owner = liveOwnerOf(pid);
  if (owner !== undefined) {
    throw new Error(
      `Embedded PostgreSQL: ${databaseDir} is in use by a running server (pid ${owner}); stop it first, or give this one a DATA_DIR of its own.`,
    );
  }
  report(
    `Embedded PostgreSQL: a server left running by an earlier run (pid ${pid}) holds ${databaseDir}; stopping it (fast shutdown)…`,
  );
  const startedAt = Date.now();
  process.kill(pid, 'SIGINT');
  if (!(await waitUntilStopped(pid, timeoutMs))) {
    throw new Error(
      `Embedded PostgreSQL: the server left running on ${databaseDir} (pid ${pid}) did not stop within ${Math.round(timeoutMs / 1000)} s of a fast shutdown; stop it (kill -INT ${pid}) and start again.`,
    );
  }
  report(`Embedded PostgreSQL: pid ${pid} stopped in ${Date.now() - startedAt} ms.`);
  // A clean shutdown removes its own pid file; one that died otherwise leaves it behind.
  rmSync(pidFile, { force: true });
}
