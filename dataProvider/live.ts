// The running panel's one gateway client and the typed calls built on it: localStorage session,
// the live bridge. Kept apart from index.ts so a caller of a call or two (the panel
// configuration) does not load the resource mapping with it.
import { createCalls } from './calls';
import { createHttpClient } from './http';

export const http = createHttpClient();
export const calls = createCalls(http);
