import { createServer, type Server } from 'node:net';

const listening = () =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Ports nothing listens on right now (the OS picks them), all different, for test servers. */
export async function freePorts(count: number): Promise<number[]> {
  // Held open together, so the OS cannot hand the same port out twice.
  const servers = await Promise.all(Array.from({ length: count }, listening));
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map(closed));
  return ports;
}

/** A port nothing listens on right now (the OS picks it), for a test server. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}
