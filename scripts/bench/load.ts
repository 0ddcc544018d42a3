// Runs autocannon in a child process so the measured app keeps its event loop to itself.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const WORKER = fileURLToPath(new URL('./load-worker.mjs', import.meta.url));

export type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
  /** Requests each connection cycles through (paths relative to url). */
  requests?: { method: 'GET' | 'POST'; path: string; body?: string }[];
  /** One session cookie per connection, in turn. */
  cookies?: string[];
};

export type LoadFigures = {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
};

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [WORKER, JSON.stringify(options)],
    {
      maxBuffer: 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as LoadFigures;
}
