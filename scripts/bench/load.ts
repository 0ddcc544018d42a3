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
  /** Seconds of the same load run first and not measured (WARMUP_SECONDS unless said; 0: none). */
  warmup?: number;
};

/**
 * A route's first seconds under load are not its steady state: V8 optimises its functions and each
 * pooled connection plans its statements then. Measured from a cold start, a line's p95 read up to
 * a third above the same line a run later (bench:stock's page 1, measured first).
 */
export const WARMUP_SECONDS = 2;

export type LoadFigures = {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
  /** Requests answered in the run. */
  requests: number;
  /**
   * This process's CPU (user + system) per answered request while the load ran: the app's, when it
   * runs in the bench's process (autocannon is a child). It moves least with the machine's load.
   */
  cpuMsPerRequest: number;
};

const runWorker = (options: Omit<LoadOptions, 'warmup'>) =>
  promisify(execFile)(process.execPath, [WORKER, JSON.stringify(options)], {
    maxBuffer: 1024 * 1024,
  });

export async function runLoad({
  warmup = WARMUP_SECONDS,
  ...options
}: LoadOptions): Promise<LoadFigures> {
  if (warmup > 0) await runWorker({ ...options, duration: warmup });
  const cpuBefore = process.cpuUsage();
  const { stdout } = await runWorker(options);
  const cpu = process.cpuUsage(cpuBefore);
  const figures = JSON.parse(stdout) as Omit<LoadFigures, 'cpuMsPerRequest'>;
  const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, figures.requests);
  return { ...figures, cpuMsPerRequest };
}
