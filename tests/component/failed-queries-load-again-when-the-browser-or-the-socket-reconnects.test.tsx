// useRefetchFailedOnReconnect (mounted by the layout): the browser's `online` event and every
// socket (re)connection ask again for the queries on screen whose call failed, also those that
// opted out of react-query's refetchOnReconnect (live data, forms); a query that has its data, or
// that no screen shows any more, is left alone.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { networkError } from '../../dataProvider/errors';
import { useRefetchFailedOnReconnect, type ReconnectSource } from '../../src/framework/useRefetchFailedOnReconnect';

/** A connection's resync signal, fired by the test. */
function fakeSocket() {
  const listeners = new Set<() => void>();
  const source: ReconnectSource = { onResync: (listener) => (listeners.add(listener), () => listeners.delete(listener)) };
  return { load: () => Promise.resolve(source), reconnect: () => act(() => listeners.forEach((listener) => listener())), listeners };
}

/** A gateway call that fails while `down`, counting its calls. */
function call(name: string, gateway: { down: boolean; calls: Record<string, number> }) {
  return async () => {
    gateway.calls[name] = (gateway.calls[name] ?? 0) + 1;
    if (gateway.down) throw networkError();
    return `${name} data`;
  };
}

function setup() {
  const gateway = { down: true, calls: {} as Record<string, number> };
  const socket = fakeSocket();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let showOther: (shown: boolean) => void = () => undefined;
  const texts: Record<string, string> = {};

  function Screen() {
    useRefetchFailedOnReconnect(socket.load);
    // Live data: refreshed by events and resyncs, never by react-query on reconnect.
    const live = useQuery({ queryKey: ['live'], queryFn: call('live', gateway), refetchOnReconnect: false });
    const [otherShown, setOtherShown] = useState(true);
    showOther = setOtherShown;
    texts.live = live.data ?? live.status;
    return otherShown ? <Other /> : null;
  }
  function Other() {
    const other = useQuery({ queryKey: ['other'], queryFn: call('other', gateway), refetchOnReconnect: false });
    texts.other = other.data ?? other.status;
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  return { gateway, socket, client, texts, hide: () => act(() => showOther(false)) };
}

afterEach(() => {
  window.dispatchEvent(new Event('online'));
});

describe('failed queries when the connection comes back', () => {
  it('the browser coming back online asks again for what failed, even without refetchOnReconnect', async () => {
    const { gateway, texts } = setup();
    await waitFor(() => expect(texts.live).toBe('error'));
    gateway.down = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(texts.live).toBe('live data'));
    expect(gateway.calls.live).toBe(2);
  });

  it('a socket reconnect asks again once for each failed query on screen, and for nothing else', async () => {
    const { gateway, socket, texts, hide } = setup();
    await waitFor(() => expect(texts.other).toBe('error'));
    await waitFor(() => expect(socket.listeners.size).toBe(1));
    // "other" leaves the screen: its failure is nobody's concern now.
    hide();
    gateway.down = false;
    socket.reconnect();
    await waitFor(() => expect(texts.live).toBe('live data'));
    expect(gateway.calls).toEqual({ live: 2, other: 1 });

    // Nothing failed any more: another reconnect costs no call.
    socket.reconnect();
    expect(gateway.calls).toEqual({ live: 2, other: 1 });
  });

  it('stops listening when the layout goes (sign-out)', async () => {
    const socket = fakeSocket();
    const client = new QueryClient();
    function Layout() {
      useRefetchFailedOnReconnect(socket.load);
      return null;
    }
    const view = render(
      <QueryClientProvider client={client}>
        <Layout />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(socket.listeners.size).toBe(1));
    view.unmount();
    expect(socket.listeners.size).toBe(0);
  });
});
