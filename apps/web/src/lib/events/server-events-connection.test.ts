import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerEventsConnection } from './server-events-connection.ts';

/** Just enough of an EventSource for the connection to drive. */
class FakeSource {
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  fail(givenUp: boolean) {
    this.readyState = givenUp ? 2 : 0;
    this.onerror?.();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

let sources: FakeSource[];
const connect = () =>
  createServerEventsConnection((url) => {
    const source = new FakeSource(url);
    sources.push(source);
    return source as unknown as EventSource;
  });

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('server events connection', () => {
  it('reconnects an open stream at once, and leaves a closed one closed', () => {
    const connection = connect();
    connection.reconnect();
    expect(sources).toHaveLength(0);
    connection.retain();
    sources[0]!.open();
    connection.reconnect();
    expect(sources[0]!.closed).toBe(true);
    expect(sources).toHaveLength(2);
    expect(sources[1]!.closed).toBe(false);
  });

  it('opens /api/events once and hands camelCased events to subscribers', () => {
    const connection = connect();
    const received: unknown[] = [];
    connection.subscribe((event) => received.push(event));
    const releaseA = connection.retain();
    const releaseB = connection.retain();
    expect(sources).toHaveLength(1);
    expect(sources[0]!.url).toBe('/api/events');

    sources[0]!.open();
    sources[0]!.push({
      type: 'process.updated',
      process: { id: 'p1', process_status: 'processing' },
    });
    sources[0]!.push('not json');
    sources[0]!.push({ no_type: true });
    expect(received).toEqual([
      { type: 'process.updated', process: { id: 'p1', processStatus: 'processing' } },
    ]);
    releaseA();
    releaseB();
  });

  it('tells reconnect listeners when the stream comes back, not on the first open', () => {
    const connection = connect();
    const onReconnect = vi.fn();
    connection.onReconnect(onReconnect);
    connection.retain();
    sources[0]!.open();
    expect(onReconnect).not.toHaveBeenCalled();
    sources[0]!.fail(false); // the browser retries by itself
    sources[0]!.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(sources).toHaveLength(1);
  });

  it('opens a new EventSource, with backoff, when the browser gives up', () => {
    const connection = connect();
    const onReconnect = vi.fn();
    connection.onReconnect(onReconnect);
    connection.retain();
    sources[0]!.open();
    sources[0]!.fail(true);
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(2_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.fail(true);
    vi.advanceTimersByTime(5_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
    sources[2]!.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('closes a moment after the last holder lets go, unless someone retains it again', () => {
    const connection = connect();
    const release = connection.retain();
    release();
    release(); // twice is harmless
    const again = connection.retain(); // e.g. React StrictMode re-running an effect
    vi.advanceTimersByTime(5_000);
    expect(sources).toHaveLength(1);
    expect(sources[0]!.closed).toBe(false);
    again();
    vi.advanceTimersByTime(1_000);
    expect(sources[0]!.closed).toBe(true);
  });
});
