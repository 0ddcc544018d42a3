import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../runtime-flags.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type ChildMessage = { event: string; processId?: string; baseUrl?: string };

/**
 * A real server in a child process (the script under src/test), reporting its milestones as JSON
 * lines on stdout: the crash tests kill it with SIGKILL.
 */
export function startChildServer(script: URL, databaseUrl: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', fileURLToPath(script)],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, CRASH_TEST_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const messages: ChildMessage[] = [];
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      messages.push(JSON.parse(line) as ChildMessage);
      for (const wake of waiters.splice(0)) wake();
    } catch {
      // not one of ours
    }
  });
  const next = (event: string, timeoutMs = 30_000) =>
    new Promise<ChildMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`child never said ${event}`)), timeoutMs);
      const check = () => {
        const found = messages.find((m) => m.event === event);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { child, next };
}

/** SIGKILL: the process dies at once, mid-whatever, as in a crash. */
export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
