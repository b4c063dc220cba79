// The realtime socket's code loads once the visit's first screen is drawn
// (src/framework/firstScreen.ts): on a resource's route, once that resource's own call answered
// and nothing else is under way; another call answering first (the stores of a filter) is not it.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createFirstScreenSignal, useFirstScreenWatch, type FirstScreenSignal } from '../../src/framework/firstScreen';
import { RegistryContext } from '../../src/framework/registry';
import { registry } from '../../src/registryOfResources';

/** A call the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function Watch({ signal }: { signal: FirstScreenSignal }) {
  useFirstScreenWatch({ signal, quietMs: 20 });
  return null;
}

function Call({ resource, call }: { resource: string; call: Promise<unknown> }) {
  useQuery({ queryKey: [resource, 'getList', {}], queryFn: () => call });
  return null;
}

/** Whether the signal has settled by now (its own wait is far longer than the test's). */
async function isSettled(signal: FirstScreenSignal) {
  let settled = false;
  void signal.settled(60_000).then(() => (settled = true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
  return settled;
}

function renderAt(path: string, calls: Record<string, Promise<unknown>>) {
  const signal = createFirstScreenSignal();
  const client = new QueryClient();
  const tree = (asked: Record<string, Promise<unknown>>) => (
    <MemoryRouter initialEntries={[path]}>
      <RegistryContext.Provider value={registry}>
        <QueryClientProvider client={client}>
          <Watch signal={signal} />
          {Object.entries(asked).map(([resource, call]) => (
            <Call key={resource} resource={resource} call={call} />
          ))}
        </QueryClientProvider>
      </RegistryContext.Provider>
    </MemoryRouter>
  );
  const { rerender } = render(tree(calls));
  /** The screen asks for more (a list's rows once its code and its filter's stores are in). */
  const ask = (more: Record<string, Promise<unknown>>) => rerender(tree({ ...calls, ...more }));
  return { signal, ask };
}

describe('the first screen of a visit', () => {
  it('on a list, is drawn once the list’s own rows answered, not when the stores of its filter did', async () => {
    const stores = deferred<unknown>();
    const vehicles = deferred<unknown>();
    const { signal, ask } = renderAt('/fleet/vehicle/list', { warehouses: stores.promise });
    expect(await isSettled(signal)).toBe(false);
    // the stores answer, and for a while nothing else is under way: not the screen yet
    await act(async () => stores.resolve([]));
    expect(await isSettled(signal)).toBe(false);
    ask({ vehicles: vehicles.promise });
    expect(await isSettled(signal)).toBe(false);
    await act(async () => vehicles.resolve([]));
    expect(await isSettled(signal)).toBe(true);
  });

  it('on a page, is drawn once its calls answered and none is left under way', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    const { signal } = renderAt('/map/live', { warehouses: first.promise, couriers: second.promise });
    await act(async () => first.resolve([]));
    expect(await isSettled(signal)).toBe(false);
    await act(async () => second.resolve([]));
    expect(await isSettled(signal)).toBe(true);
  });

  it('without a drawn screen, lets the socket wait no longer than its cap', async () => {
    const signal = createFirstScreenSignal();
    const started = Date.now();
    await signal.settled(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
