// The pulse screen's own realtime event, known to the gateway (which sends it) and the panel
// (which reads the tiles again on it). It says only that something of the franchise moved, never
// what: it reaches users who hold the pulse screen's role alone and may not read order or picker
// details (docs/dys.md).

/** Sent to a franchise's pulse room at most once per batch window after order or picker events. */
export const PULSE_EVENT = 'pulse:changed';

export interface PulseChangedPayload {
  /** When the batch was sent. */
  at: string;
}
