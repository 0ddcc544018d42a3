// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };

  export type Result = {
    requests: { total: number; average: number };
    errors: number;
    non2xx: number;
    latency: { p50: number; p99: number; max: number };
  };

  export type Instance = EventEmitter &
    PromiseLike<Result> & {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
      ): Instance;
    };

  export default function autocannon(options: Options): Instance;
}
