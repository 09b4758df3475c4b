/**
 * Which pages may open a WebSocket to the host. Any web page a LAN user visits could try to reach
 * `ws://<host>/ws`; only the host's own web client (same origin), the desktop app (file://) and
 * explicitly allowed origins (the dev server) are let in. Non-browser clients send no Origin.
 */
export function originAllowed(origin: string | undefined, hostHeader: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  if (origin === 'file://' || allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && hostHeader !== undefined && url.host === hostHeader.toLowerCase();
}
