// Calls that leave the server (warehouses, an external identity provider) and the rule of where
// they may go: decision 035, the outbound rows of test/outbound-inventory.ts.
export { parseAllowedHosts, type AllowedHost } from './allowed-hosts.ts';
export { inwardReason } from './inward-addresses.ts';
export {
  OutboundRefusedError,
  refusalBeforeResolving,
  type OutboundPolicy,
  type Resolver,
} from './outbound-policy.ts';
export { outboundFetch, type OutboundInit } from './outbound-fetch.ts';
export { identityProviderPolicy, warehousePolicy } from './policies.ts';
