import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';

const listeningOn = (port: number) =>
  new Promise<Server | undefined>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/** The lowest port Linux hands out for outgoing connections (32768 unless configured). */
export function ephemeralStart(): number | undefined {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    return Number(low) || undefined;
  } catch {
    return undefined; // not Linux
  }
}

/** How many slices the drawn ports are cut into: one per parallel test worker (vitest's pool id). */
const SLICES = 8;

/**
 * Where a test process draws its ports: below the ephemeral range, in its worker's slice of it. A
 * port the OS picked with listen(0) lies inside the ephemeral range, and in the seconds before a
 * child process binds it (an app instance compiling its TypeScript) an outgoing connection could
 * take it as its source port (EADDRINUSE in CI). A port planned now and bound later (an issuer
 * started after the app) could be drawn meanwhile by the other worker: the slices are disjoint.
 */
export function portsDrawnFrom(start: number | undefined, poolId: number) {
  if (start === undefined || start <= 12_000) return undefined;
  const size = Math.floor((start - 10_000) / SLICES);
  const low = 10_000 + (poolId % SLICES) * size;
  return { low, high: low + size - 1 };
}

const DRAWN_FROM = portsDrawnFrom(ephemeralStart(), Number(process.env.VITEST_POOL_ID ?? 0) || 0);

/** A server on a port drawn below the ephemeral range and free now, else one the OS picks. */
async function listeningOnAFreePort(): Promise<Server> {
  for (let attempt = 0; DRAWN_FROM && attempt < 50; attempt += 1) {
    const server = await listeningOn(randomInt(DRAWN_FROM.low, DRAWN_FROM.high + 1));
    if (server) return server;
  }
  const server = await listeningOn(0);
  if (!server) throw new Error('no free port');
  return server;
}

/** Ports nothing listens on right now, all different, for test servers. */
export async function freePorts(count: number): Promise<number[]> {
  // Held open together, so no port is handed out twice.
  const servers: Server[] = [];
  for (let index = 0; index < count; index += 1) servers.push(await listeningOnAFreePort());
  const ports = servers.map(portOf);
  await Promise.all(servers.map(closed));
  return ports;
}

/** A port nothing listens on right now, for a test server. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
