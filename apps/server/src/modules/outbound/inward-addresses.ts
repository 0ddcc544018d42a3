import { BlockList, isIP } from 'node:net';

/*
 * Addresses a request from this server must not reach on a user's say-so (decision 035): this
 * host, its private networks, link-local (cloud metadata at 169.254.169.254, fd00:ec2::254) and
 * addresses that are no single host. IPv6 spellings of an IPv4 address are checked as that address.
 */

const INWARD_IPV4: [string, number, string][] = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared address space (carrier-grade NAT, some cloud metadata)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved and broadcast'],
];

const INWARD_IPV6: [string, number, string][] = [
  ['::', 96, 'unspecified, loopback or IPv4-compatible'],
  ['2001::', 32, 'Teredo tunnel'],
  ['fc00::', 7, 'unique local (private)'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
];

const hexOf = (ipv4: string) =>
  ipv4
    .split('.')
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')
    .replace(/^(.{4})(.{4})$/, '$1:$2');

const blockList = new BlockList();
const reasons: { list: BlockList; reason: string }[] = [];

function refuse(address: string, prefix: number, family: 'ipv4' | 'ipv6', reason: string) {
  const list = new BlockList();
  list.addSubnet(address, prefix, family);
  blockList.addSubnet(address, prefix, family);
  reasons.push({ list, reason });
}

for (const [address, prefix, reason] of INWARD_IPV4) {
  refuse(address, prefix, 'ipv4', reason);
  // The same range as NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry it; ::ffff:0:0/96 is
  // matched against the IPv4 rules by BlockList itself.
  refuse(`64:ff9b::${address}`, 96 + prefix, 'ipv6', `${reason} via NAT64`);
  refuse(`2002:${hexOf(address)}::`, 16 + prefix, 'ipv6', `${reason} via 6to4`);
}
for (const [address, prefix, reason] of INWARD_IPV6) refuse(address, prefix, 'ipv6', reason);

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Why an IP address is inward (loopback, private, link-local…), or null for a public one. */
export function inwardReason(address: string): string | null {
  if (!isIP(address)) return 'not an IP address';
  const family = familyOf(address);
  if (!blockList.check(address, family)) return null;
  return reasons.find(({ list }) => list.check(address, family))?.reason ?? 'inward';
}
