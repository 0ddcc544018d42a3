// The app's own CPU per request without sockets or a load generator (decision 067): requests
// injected one after another into the Fastify instance, this process's CPU over each batch. It
// leaves out the socket writes and autocannon, so it moves least with the machine's load.
import type { FastifyInstance, InjectOptions } from 'fastify';

const BATCHES = 5;
const PER_BATCH = 300;

/** The median over batches of CPU ms per request; every answer must be a 2xx. */
export async function injectedCpuMs(app: FastifyInstance, request: InjectOptions): Promise<number> {
  const batchFigures: number[] = [];
  for (let batch = 0; batch <= BATCHES; batch += 1) {
    const before = process.cpuUsage();
    for (let index = 0; index < PER_BATCH; index += 1) {
      const reply = await app.inject(request);
      if (reply.statusCode >= 300) throw new Error(`${request.url} answered ${reply.statusCode}`);
    }
    const cpu = process.cpuUsage(before);
    // The first batch warms the route up (its statements prepared, its code optimised).
    if (batch > 0) batchFigures.push((cpu.user + cpu.system) / 1000 / PER_BATCH);
  }
  batchFigures.sort((a, b) => a - b);
  return batchFigures[Math.floor(batchFigures.length / 2)]!;
}
