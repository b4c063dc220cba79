import { createContext, useContext } from 'react';
import type { Calls } from '../../dataProvider/calls';
// The live client alone (not the resource mapping): the sign-in page asks through it too.
import { calls as liveCalls } from '../../dataProvider/live';

/**
 * The panel's typed gateway calls (dataProvider/calls/), as the app built them on its one
 * client; a test hands in `createCalls(fakeTransport)` here, the one seam of every call.
 */
export const CallsContext = createContext<Calls>(liveCalls);

export function useCalls(): Calls {
  return useContext(CallsContext);
}

/** The message of a rejected call (the http client localizes it), else the default error key. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'app.error.default';
}
