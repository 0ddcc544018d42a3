import { isIP } from 'node:net';

/**
 * One entry of WAREHOUSE_ALLOWED_HOSTS: an inward destination the operator lets the server reach
 * (the bundled simulator, an on-premise warehouse). A host name matches the URL's host; an IP
 * address matches the address the name resolved to. No port means any port.
 */
export type AllowedHost = { host: string; port: number | null };

// host, host:port, [v6] or [v6]:port.
const ENTRY = /^(\[[0-9A-Fa-f:.]+\]|[^\s:[\]/@?#\\%]+)(?::(\d{1,5}))?$/;

/** An IP without brackets, or a name, in the URL parser's canonical spelling (lower case, 127.0.0.1). */
export function canonicalHost(host: string): string | null {
  try {
    const hostname = new URL(
      `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}`,
    ).hostname;
    return hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/** Parses the comma-separated list; throws an Error naming the first entry it cannot read. */
export function parseAllowedHosts(value: string): AllowedHost[] {
  const entries = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const match = ENTRY.exec(entry);
    const host = match && canonicalHost(match[1]!);
    const port = match?.[2] === undefined ? null : Number(match[2]);
    if (!host || (port !== null && (port < 1 || port > 65535))) {
      throw new Error(`"${entry}" is not host, host:port, [IPv6] or [IPv6]:port`);
    }
    return { host, port };
  });
}

/** Whether an entry lets a connection to `address` (resolved from `hostname`) on `port` through. */
export function isAllowListed(
  entries: readonly AllowedHost[],
  target: { hostname: string; address: string; port: number },
): boolean {
  const hostname = canonicalHost(target.hostname);
  const address = canonicalHost(target.address);
  return entries.some(
    (entry) =>
      (entry.port === null || entry.port === target.port) &&
      (entry.host === hostname || (isIP(entry.host) !== 0 && entry.host === address)),
  );
}
