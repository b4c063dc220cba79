import { createContext, useContext } from 'react';
import { http, type HttpClient } from '../../dataProvider';

/** The gateway calls the layout makes; tests hand in a fake through `LayoutGatewayContext`. */
export type LayoutGateway = Pick<HttpClient, 'request'>;

export const LayoutGatewayContext = createContext<LayoutGateway>(http);

export function useLayoutGateway(): LayoutGateway {
  return useContext(LayoutGatewayContext);
}

/** The message of a rejected call (the http client localizes it), else the default error key. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'app.error.default';
}
