// CPU a load run costs the whole server: the bench process's Node (the app runs in it; autocannon
// runs in a child) and the embedded PostgreSQL (postgres-cpu.ts), per request: the figure the
// 2-core budget is written in (≤ ~4 ms a request for 500 req/s; decision 058).
import { postgresCpuSeconds } from './postgres-cpu.ts';

const nodeMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Starts a measure on the bench's data folder; `end(requests)` gives ms per request of each side. */
export function serverCpu(dataDir: string) {
  const postgresMs = () => postgresCpuSeconds(dataDir) * 1000;
  const node = nodeMs();
  const postgres = postgresMs();
  return {
    end(requests: number) {
      const perRequest = (ms: number) => ms / Math.max(requests, 1);
      const nodeCost = perRequest(nodeMs() - node);
      const postgresCost = perRequest(postgresMs() - postgres);
      return { node: nodeCost, postgres: postgresCost, total: nodeCost + postgresCost };
    },
  };
}

export const cpuLine = (cpu: { node: number; postgres: number; total: number }) =>
  `CPU ${cpu.total.toFixed(2)} ms/request (Node ${cpu.node.toFixed(2)} + PostgreSQL ${cpu.postgres.toFixed(2)})`;
