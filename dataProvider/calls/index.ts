// Every gateway call of the panel as a typed function, grouped as spec section 7. Built on one
// transport: the app builds them once on the live client (dataProvider/live.ts) and hands them
// down; a test builds them on a fake transport. Nothing else in the panel writes a gateway path.
import { actionCalls } from './actions';
import { authCalls } from './auth';
import { fileCalls } from './files';
import { franchiseCalls } from './franchise';
import { announcementCalls, notificationCalls } from './notifications';
import { engagementCalls } from './engagement';
import { orderCalls } from './orders';
import { panelCalls } from './panel';
import { pickerCalls } from './pickers';
import { tallyCalls } from './tally';
import { shiftPlanCalls } from './shiftPlan';
import type { Transport } from './transport';

export function createCalls(transport: Transport) {
  return {
    auth: authCalls(transport),
    orders: orderCalls(transport),
    franchise: franchiseCalls(transport),
    pickers: pickerCalls(transport),
    panel: panelCalls(transport),
    notifications: notificationCalls(transport),
    announcements: announcementCalls(transport),
    files: fileCalls(transport),
    actions: actionCalls(transport),
    engagement: engagementCalls(transport),
    tally: tallyCalls(transport),
    shiftPlan: shiftPlanCalls(transport),
  };
}

export type Calls = ReturnType<typeof createCalls>;
export type { Signal, Transport } from './transport';
export type { BulkActionReply, HistoryEntry } from './actions';
