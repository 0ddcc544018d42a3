// CPU a load run costs the whole server, the bench process's Node (the app runs in it; autocannon
// runs in a child) and every process of the embedded PostgreSQL, read from /proc: the figure the
// 2-core budget is written in (≤ ~4 ms a request for 500 req/s; decision 058).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICK_MS = 10;

/** utime, stime, cutime, cstime and the parent of a process, or null once it is gone. */
function statOf(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return { parent: Number(fields[1]), own: utime! + stime!, reaped: cutime! + cstime! };
  } catch {
    return null;
  }
}

/** PostgreSQL's CPU so far in ms: the postmaster, its exited children and its live ones. */
function postgresMs(postmaster: number) {
  let ticks = 0;
  const main = statOf(postmaster);
  if (main) ticks += main.own + main.reaped;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === postmaster) continue;
    const stat = statOf(pid);
    if (stat?.parent === postmaster) ticks += stat.own;
  }
  return ticks * TICK_MS;
}

const nodeMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Starts a measure on the bench's data folder; `end(requests)` gives ms per request of each side. */
export function serverCpu(dataDir: string) {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const node = nodeMs();
  const postgres = postgresMs(postmaster);
  return {
    end(requests: number) {
      const perRequest = (ms: number) => ms / Math.max(requests, 1);
      const nodeCost = perRequest(nodeMs() - node);
      const postgresCost = perRequest(postgresMs(postmaster) - postgres);
      return { node: nodeCost, postgres: postgresCost, total: nodeCost + postgresCost };
    },
  };
}

export const cpuLine = (cpu: { node: number; postgres: number; total: number }) =>
  `CPU ${cpu.total.toFixed(2)} ms/request (Node ${cpu.node.toFixed(2)} + PostgreSQL ${cpu.postgres.toFixed(2)})`;
