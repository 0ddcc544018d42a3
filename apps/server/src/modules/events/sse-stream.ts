import type { ServerResponse } from 'node:http';

/** How long a browser waits before reconnecting after the stream drops (the `retry:` hint). */
export const SSE_RETRY_MS = 3_000;
/** Comment lines at this interval keep proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 25_000;

export type SseStream = {
  send: (data: unknown) => void;
  comment: (text: string) => void;
  close: () => void;
  readonly closed: boolean;
};

/** Writes the text/event-stream framing on an already-hijacked response. */
export function openSseStream(
  response: ServerResponse,
  headers: Record<string, string>,
  onClose: () => void,
): SseStream {
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    onClose();
  };
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies must not buffer the stream.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${SSE_RETRY_MS}\n: connected\n\n`);
  response.on('close', finish);
  response.on('error', finish);
  // The browser may have gone before we got here; then no 'close' event is coming.
  if (response.destroyed) finish();

  return {
    send(data) {
      if (!closed) response.write(`data: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      if (!closed) response.write(`: ${text.replaceAll('\n', ' ')}\n\n`);
    },
    close() {
      if (closed) return;
      response.end();
      finish();
    },
    get closed() {
      return closed;
    },
  };
}
