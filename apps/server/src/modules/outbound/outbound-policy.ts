import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { ENDPOINT_URL_MESSAGES } from '@logi/shared';
import { isAllowListed, type AllowedHost } from './allowed-hosts.ts';
import { inwardReason } from './inward-addresses.ts';

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where one kind of outbound call may go (decision 035). */
export type OutboundPolicy = {
  /** Inward destinations still allowed: the bundled simulator, on-premise warehouses. */
  allowedHosts: readonly AllowedHost[];
  /** Production: plain http is refused. */
  httpsOnly: boolean;
  /** DNS; a test gives one that answers an inward address for an outward-looking name. */
  resolve?: Resolver;
};

/** A destination the policy refuses; `userMessage` is the Japanese reason, the message the detail. */
export class OutboundRefusedError extends Error {
  readonly userMessage: string;

  constructor(userMessage: string, detail: string) {
    super(detail);
    this.name = 'OutboundRefusedError';
    this.userMessage = userMessage;
  }
}

export const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

type Target = { hostname: string; address: string; port: number };

/** The refusal of one resolved (or literal) address, or null when it may be reached. */
export function refusalOfAddress(policy: OutboundPolicy, target: Target) {
  const reason = inwardReason(target.address);
  if (!reason || isAllowListed(policy.allowedHosts, target)) return null;
  return new OutboundRefusedError(
    ENDPOINT_URL_MESSAGES.inwardAddress,
    `${target.hostname} (${target.address}) port ${target.port} is ${reason} and not allow-listed`,
  );
}

/**
 * What is refused before any DNS: another scheme, http where only https is allowed, and an IP
 * literal that is inward (a name is checked once resolved, when connecting).
 */
export function refusalBeforeResolving(policy: OutboundPolicy, url: URL) {
  if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:')) {
    return new OutboundRefusedError(
      ENDPOINT_URL_MESSAGES.httpsRequired,
      `${url.protocol} to ${url.host} is refused (https only: ${policy.httpsOnly})`,
    );
  }
  const hostname = bare(url.hostname);
  if (!isIP(hostname)) return null;
  return refusalOfAddress(policy, { hostname, address: hostname, port: portOf(url) });
}

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** Resolves a name; refused as a whole when any of its addresses is inward and not allow-listed. */
export async function resolveAllowed(
  policy: OutboundPolicy,
  hostname: string,
  port: number,
): Promise<ResolvedAddress[]> {
  const addresses = await (policy.resolve ?? systemResolver)(hostname);
  for (const { address } of addresses) {
    const refusal = refusalOfAddress(policy, { hostname, address, port });
    if (refusal) throw refusal;
  }
  return addresses;
}
