// The one seam of the panel's gateway calls in tests: the typed calls (dataProvider/calls/) built
// on a fake transport that answers `request(path, options)` as the gateway does, recording each.
import { useMemo, type ReactNode } from 'react';
import { vi, type Mock } from 'vitest';
import { createCalls, type Transport } from '../../../dataProvider/calls';
import type { RequestOptions } from '../../../dataProvider/http';
import { CallsContext } from '../../../src/framework/calls';
import { RegistryContext } from '../../../src/framework/registry';
import type { RegistryEntry } from '../../../src/framework/types';
import { registry as panelRegistry } from '../../../src/registryOfResources';

export type TransportHandler = (path: string, options?: RequestOptions) => unknown;

/** A transport whose every call goes to `handler` (an exception or a rejection fails the call). */
export function fakeTransport(handler: TransportHandler): Transport & { request: Mock } {
  return { request: vi.fn(async (path: string, options?: RequestOptions) => handler(path, options)) } as never;
}

/** A transport for a test that expects no gateway call at all. */
export const noCalls = () =>
  fakeTransport((path) => {
    throw new Error(`unexpected gateway call ${path}`);
  });

/**
 * `children` with the panel's calls built on `transport`, under the registry the app hands down
 * (the panel's own unless a test gives another).
 */
export function WithTransport({ transport, registry = panelRegistry, children }: { transport: Transport; registry?: readonly RegistryEntry[]; children: ReactNode }) {
  const calls = useMemo(() => createCalls(transport), [transport]);
  return (
    <RegistryContext.Provider value={registry}>
      <CallsContext.Provider value={calls}>{children}</CallsContext.Provider>
    </RegistryContext.Provider>
  );
}
