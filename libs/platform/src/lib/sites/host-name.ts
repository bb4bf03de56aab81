/** Host names compare case-insensitively and without a port or a trailing dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name a site may be registered under: DNS labels or an IPv4 address, no port, no scheme. */
export function isValidHost(normalised: string): boolean {
  if (normalised.length === 0 || normalised.length > 253) return false;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(normalised)) {
    return normalised.split('.').every((part) => Number(part) <= 255);
  }
  return normalised.split('.').every((label) => LABEL.test(label));
}
