/**
 * DNS rebinding guard: the names a browser may use to reach this host. A page on any domain can
 * point that domain at a LAN address and then talk to the host as "same origin"; refusing every
 * Host header that is not an address literal, `localhost`, this machine's name or a `.local`
 * name (always with the host's own port) takes that away. Origins are held to the same list.
 */
import { isIP } from 'node:net';
import { hostname } from 'node:os';

export interface HostNameRules {
  /** The port the host listens on: a Host header must name it (browsers omit only :80). */
  port: number;
  /** Extra DNS names the host is reached by (lower case), e.g. from `serve --allow-host`. */
  extraNames?: readonly string[];
  /** This machine's name; os.hostname() by default. */
  machineName?: string;
}

/** Splits `name:port` / `[v6]:port` into a lower-case name without brackets and its port. */
export function splitHostPort(value: string): { name: string; port: number | null } | null {
  const v = value.trim().toLowerCase();
  const m = /^(\[[0-9a-f:.%a-z]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(v);
  if (!m || m[1] === undefined) return null;
  const name = m[1].startsWith('[') ? m[1].slice(1, -1) : m[1].replace(/\.$/, '');
  return { name, port: m[2] === undefined ? null : Number(m[2]) };
}

export function knownName(name: string, rules: HostNameRules): boolean {
  if (isIP(name) !== 0) return true;
  const machine = (rules.machineName ?? hostname()).toLowerCase();
  if (name === 'localhost' || name === machine || name === `${machine}.local`) return true;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)*\.local$/.test(name)) return true;
  return rules.extraNames?.includes(name) ?? false;
}

/** True when a request's Host header names this host at its port. */
export function hostHeaderAllowed(header: string | undefined, rules: HostNameRules): boolean {
  if (header === undefined) return false;
  const hp = splitHostPort(header);
  if (!hp || !knownName(hp.name, rules)) return false;
  return hp.port === rules.port || (hp.port === null && rules.port === 80);
}
