import { createContext, useContext } from 'react';
import { calls as liveCalls, type Calls } from '../../dataProvider';

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
