/** A bracketed IPv6 literal or a DNS name / IPv4 address, then an optional port. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{1,5}))?$/;

export interface HostName {
  name: string;
  /** null: any port (TRUSTED_HOSTS entries written without one). */
  port: number | null;
}

/** `host[:port]` as in a Host header or TRUSTED_HOSTS, lowercased; null when it is not one. */
export function parseHostName(value: string): HostName | null {
  const match = HOST.exec(value.trim().toLowerCase());
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  return port !== null && port > 65535 ? null : { name: match[1]!, port };
}
