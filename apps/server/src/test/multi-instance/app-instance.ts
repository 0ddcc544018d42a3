// One app instance as a real process (apps/server/src/main.ts), the way a deployment runs it.
// No vitest imports: the load bench uses it too.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../runtime-flags.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
// Generous: four instances compiling their TypeScript at once on a busy two-core machine.
const START_TIMEOUT_MS = 150_000;

export type InstanceRole = 'web' | 'worker' | 'all';

/** Settings every instance of one deployment shares (the same secrets, database and issuer). */
export type DeploymentEnv = Record<string, string>;

export async function startInstance(
  role: InstanceRole,
  env: DeploymentEnv & { PORT: string },
  name = `${role}:${env.PORT}`,
) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, APP_ROLE: role, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (line: string) => {
    output.push(line);
    if (output.length > 200) output.shift();
  };
  createInterface({ input: child.stderr! }).on('line', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output.join('\n')}`)),
      START_TIMEOUT_MS,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      keep(line);
      if (/ is running/.test(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) while starting:\n${output.join('\n')}`));
    });
  });
  return {
    name,
    pid: child.pid!,
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    output: () => output.join('\n'),
    /** RSS in bytes, read from /proc (Linux). */
    rss: async () => {
      const { readFile } = await import('node:fs/promises');
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    /** SIGKILL: the instance dies at once, mid-request, as in a crash. */
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    /** SIGTERM: a graceful stop (running jobs get a few seconds). */
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type AppInstance = Awaited<ReturnType<typeof startInstance>>;
