// A small round-robin reverse proxy in front of the web instances, as a load balancer would be.
// No vitest imports: the load bench uses it too.
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export type InFlight = { method: string; url: string; upstream: string };

/**
 * Sends each request to the next upstream in turn. An upstream that refuses the connection never
 * saw the request, so the next one gets it; one that dies after taking it answers 502 (the client
 * retries, as it would behind any load balancer).
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0) {
  let next = 0;
  const inFlight = new Set<InFlight>();

  const attempt = (
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    body: Buffer,
    triesLeft: number,
  ) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const entry = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', upstream };
    inFlight.add(entry);
    const target = new URL(incoming.url ?? '/', upstream);
    const proxied = forward(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        answer.on('error', () => outgoing.destroy());
        answer.on('close', () => inFlight.delete(entry));
      },
    );
    proxied.on('error', (error: NodeJS.ErrnoException) => {
      inFlight.delete(entry);
      if (error.code === 'ECONNREFUSED' && triesLeft > 1) {
        return attempt(incoming, outgoing, body, triesLeft - 1);
      }
      if (outgoing.headersSent) return void outgoing.destroy();
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ message: 'bad gateway' }));
    });
    // A closed client (an SSE stream left) releases the upstream's request too.
    outgoing.on('close', () => proxied.destroy());
    proxied.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => attempt(incoming, outgoing, Buffer.concat(chunks), upstreams.length));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${bound}`,
    port: bound,
    /** Requests an upstream holds right now. */
    inFlight: () => [...inFlight],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
