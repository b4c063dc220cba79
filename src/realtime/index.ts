// Realtime events from the gateway (spec 7, "Realtime socket"): import only from lazy screens and
// widgets, so socket.io-client stays out of the first load.
export { useRealtimeEvent, useRealtimeResync, useRealtimeStatus } from './hooks';
export { realtime } from './realtime';
export { RealtimeConnection } from './connection';
export type { RealtimeEventName, RealtimeStatus } from './connection';
