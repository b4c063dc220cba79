// The panel's realtime connection: the gateway's socket.io endpoint next to its REST base, the
// session's access token, and the http client's shared refresh when the gateway says it expired.
import { calls } from '../../dataProvider/live';
import { createSessionStore } from '../../dataProvider/session';
import { gatewayUrl } from '../config';
import { firstScreenSettled } from '../framework/firstScreen';
import { RealtimeConnection, type SocketOptions } from './connection';
import { socketEndpoint } from './endpoint';

const session = createSessionStore();
const endpoint = socketEndpoint(gatewayUrl, window.location.origin);

async function open(options: SocketOptions) {
  // the socket's client loads once the visit's first screen is drawn (src/framework/firstScreen.ts)
  await firstScreenSettled();
  const { io } = await import('socket.io-client');
  return io(endpoint.origin, { ...options, autoConnect: false, transports: ['websocket', 'polling'] });
}

async function refresh(): Promise<boolean> {
  // Any authenticated call runs the http client's single-flight refresh on a 401.
  try {
    await calls.auth.me();
    return session.accessToken() !== null;
  } catch {
    return false;
  }
}

export const realtime = new RealtimeConnection({ open, token: () => session.accessToken(), refresh, path: endpoint.path });
