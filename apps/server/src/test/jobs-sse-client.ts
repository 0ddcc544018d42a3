import type { CookieJar } from './cookie-jar.ts';

export type SseEventStream = {
  status: number;
  headers: Headers;
  /** Everything received so far, as text. */
  text: () => string;
  /** Parsed `data:` payloads received so far. */
  events: () => any[];
  /** Resolves with the first event (seen or still to come) that matches. */
  waitForEvent: (match: (event: any) => boolean, timeoutMs?: number) => Promise<any>;
  waitForText: (fragment: string, timeoutMs?: number) => Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/** Opens GET /api/events as the signed-in user and reads it as a browser's EventSource would. */
export async function openEventStream(baseUrl: string, jar: CookieJar): Promise<SseEventStream> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie: jar.header(), accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let received = '';
  const wakers = new Set<() => void>();
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        received += decoder.decode(value, { stream: true });
        for (const wake of wakers) wake();
      }
    } catch {
      // aborted by close()
    }
  })();

  const events = () =>
    received
      .split('\n\n')
      .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
      .map((line) => JSON.parse(line.slice(6)));

  const until = <T>(read: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = read();
        if (value === undefined) return;
        wakers.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        wakers.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; received: ${received}`));
      }, timeoutMs);
      wakers.add(check);
      check();
    });

  return {
    status: response.status,
    headers: response.headers,
    text: () => received,
    events,
    waitForEvent: (match, timeoutMs = 5_000) =>
      until(() => events().find(match), 'event', timeoutMs),
    waitForText: (fragment, timeoutMs = 5_000) =>
      until(() => (received.includes(fragment) ? true : undefined), fragment, timeoutMs).then(
        () => {},
      ),
    ended,
    close: () => abort.abort(),
  };
}
