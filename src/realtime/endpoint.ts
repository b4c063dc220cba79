/** Where socket.io listens: `<gateway base>/socket.io` on the gateway's origin (docs/gateway-api.md). */
export function socketEndpoint(base: string, pageOrigin: string): { origin: string; path: string } {
  const url = new URL(base, pageOrigin);
  return { origin: url.origin, path: `${url.pathname.replace(/\/+$/, '')}/socket.io` };
}
