// The staff tally's month grid (not a spec call; docs/timesheets.md "Tally").
import { STAFF_PATHS } from '../../src/domain/paths';
import type { TallyReply, TallyRequest } from '../../src/domain/tally';
import type { Signal, Transport } from './transport';

export function tallyCalls(transport: Transport) {
  return {
    /** POST /staff/tally { month, timeZone }: the franchise's month, person x day. */
    month: (body: TallyRequest, signal?: Signal) => transport.request<TallyReply>(STAFF_PATHS.tally, { method: 'POST', body, signal }),
  };
}

export type TallyCalls = ReturnType<typeof tallyCalls>;
