// The one seam of the panel's gateway calls: every typed call is built on a transport, the live
// gateway client (bearer token, single-flight refresh, 403 safe paths, localized errors) in the
// running panel, a fake answering like the gateway in tests.
import type { HttpClient } from '../http';

export type Transport = Pick<HttpClient, 'request'>;

/** A read can be cancelled (react-query aborts the call of a query left behind). */
export type Signal = AbortSignal | undefined;
