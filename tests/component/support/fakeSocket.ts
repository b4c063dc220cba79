import type { RealtimeEvents } from '../../../src/domain/orders';
import type { SocketLike } from '../../../src/realtime/connection';

/** A socket the test drives, behind the panel's real RealtimeConnection: it fires what a server would. */
export class FakeSocket implements SocketLike {
  connected = false;
  private listeners = new Map<string, ((...args: never[]) => void)[]>();
  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  emit() {}
  connect() {}
  disconnect() {
    this.connected = false;
  }
  listensTo(event: string): boolean {
    return this.listeners.has(event);
  }
  /** An event from the server; `connect` and `disconnect` (with its reason) also set `connected`. */
  fire<E extends keyof RealtimeEvents | 'connect' | 'disconnect'>(event: E, payload?: E extends keyof RealtimeEvents ? RealtimeEvents[E] : string) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const listener of this.listeners.get(event) ?? []) (listener as (value: unknown) => void)(payload);
  }
}
