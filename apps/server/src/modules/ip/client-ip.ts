/** IPv4 callers on a dual-stack socket appear as ::ffff:a.b.c.d; compare them as plain IPv4. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

export function isAllowListed(ip: string, allowList: readonly string[]): boolean {
  return allowList.includes(normaliseIp(ip));
}
