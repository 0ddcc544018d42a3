import { availableParallelism, loadavg } from 'node:os';

/** How busy the machine is (other work moves every figure): "load average 1.2 / 0.9 / 0.7 on 2 cores". */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((value) => value.toFixed(1));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min) on ${availableParallelism()} cores`;
}
