// The generated list and detail, through the panel's real gateway client, against a fake fetch
// answering as the gateway does (rows with a Content-Range, `{ message, code }` errors, no answer
// at all when it is down): a failed read shows what failed and why with a Retry, never "No …
// found"; no toast; the detail stays on its page; Retry, the browser coming back online or the
// socket reconnecting loads it again; an empty answer is still the empty state.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import vehicles from '../../resources/fleet/vehicles';
import { simpleRestWithExport } from '../../dataProvider/exportParam';
import { createHttpClient } from '../../dataProvider/http';
import { withNormalizedPaging } from '../../dataProvider/paging';
import { RealtimeConnection } from '../../src/realtime/connection';
import { FakeSocket } from './support/fakeSocket';
import { useRefetchFailedOnReconnect, type ReconnectSource } from '../../src/framework/useRefetchFailedOnReconnect';
import DetailView from '../../src/framework/views/DetailView';
import ListView from '../../src/framework/views/ListView';
import { fakeAnalytics, fakeBridge, fakeFetch, memoryStorage, sharedLock } from '../unit/support/fakes';
import { authAllowing, renderInAdmin, storeTurkishSession } from './support/renderGenerated';

const VEHICLE = {
  id: '0ef9871e9a4cf6c5d6b5ce40',
  plate: '34 AE 4994',
  type: 250,
  status: 1000,
  brand: 'Kuba',
  model: 'Space 50',
  year: 2023,
  warehouseId: 'bc40df3abb92417338966b5a',
  courierId: null,
  inspectionDate: '2027-06-21',
  insuranceDate: '2027-08-17',
  km: 17271,
  notes: null,
  updatedAt: '2026-04-16T04:33:17.441Z',
};
/** The first render of a list pulls in much of react-admin: give it time on a busy machine. */
const SLOW = { timeout: 5000 };
const WAREHOUSE = { id: 'bc40df3abb92417338966b5a', name: 'Kadıköy' };

type Mode = 'up' | 'empty' | 'down' | 500 | 504 | 404;

/** The gateway as the panel's fetch meets it; `mode` decides how the vehicle calls go. */
function gateway() {
  const state = { mode: 'up' as Mode, vehicleCalls: 0 };
  const { fetch } = fakeFetch(({ url }) => {
    const path = new URL(url, 'https://panel.invalid').pathname;
    if (path === '/api/warehouses') return { status: 200, body: [WAREHOUSE], headers: { 'Content-Range': 'warehouses 0-0/1' } };
    if (!path.startsWith('/api/vehicles')) return { status: 200, body: [], headers: { 'Content-Range': 'items */0' } };
    state.vehicleCalls += 1;
    const { mode } = state;
    if (mode === 'down') throw new TypeError('Failed to fetch');
    if (mode === 500) return { status: 500, body: { message: 'Internal error', code: 'INTERNAL' } };
    if (mode === 504) return { status: 504, body: { message: 'Gateway Timeout', code: 'TIMEOUT' } };
    if (mode === 404) return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
    if (path !== '/api/vehicles') return { status: 200, body: VEHICLE };
    if (mode === 'empty') return { status: 200, body: [], headers: { 'Content-Range': 'vehicles */0' } };
    return { status: 200, body: [VEHICLE], headers: { 'Content-Range': 'vehicles 0-0/1' } };
  });
  const http = createHttpClient({
    baseUrl: '/api',
    fetch,
    storage: memoryStorage({ accessToken: 'token', refreshToken: 'refresh' }),
    bridge: fakeBridge('/fleet/vehicle/list'),
    analytics: fakeAnalytics(),
    refreshLock: sharedLock(),
  });
  return { state, dataProvider: withNormalizedPaging(simpleRestWithExport(http.baseUrl, http.fetchJson)) };
}

let socket: FakeSocket;
let connection: RealtimeConnection;
const socketSource = (): Promise<ReconnectSource> => Promise.resolve(connection);

/** What the panel's layout mounts around every screen. */
function Shell({ children }: { children: ReactNode }) {
  useRefetchFailedOnReconnect(socketSource);
  return <>{children}</>;
}

function renderAt(path: string, dataProvider: ReturnType<typeof gateway>['dataProvider']) {
  const page = (View: typeof ListView | typeof DetailView) => (
    <ResourceContextProvider value={vehicles.name}>
      <View entry={vehicles} />
    </ResourceContextProvider>
  );
  return renderInAdmin(
    <Shell>
      <Routes>
        <Route path={vehicles.routes.list!} element={page(ListView)} />
        <Route path={vehicles.routes.show!} element={page(DetailView)} />
      </Routes>
    </Shell>,
    { path, dataProvider, authProvider: authAllowing(['list', 'show', 'edit']), entries: [vehicles] },
  );
}

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

beforeEach(async () => {
  storeTurkishSession();
  socket = new FakeSocket();
  connection = new RealtimeConnection({ path: '/api/socket.io', open: async () => socket, token: () => 'token', refresh: async () => true });
});
afterEach(() => {
  // react-query's online state outlives a test: every test ends online.
  window.dispatchEvent(new Event('online'));
  connection.close();
});

describe('a generated list whose call fails', () => {
  it('names what failed and why (a server error), with no toast and no "No … found"; Retry loads it', async () => {
    const { state, dataProvider } = gateway();
    state.mode = 500;
    renderAt('/fleet/vehicle/list', dataProvider);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Vehicles could not be loaded');
    expect(alert).toHaveTextContent('The server ran into a problem (error 500).');
    expect(screen.queryByText(/no vehicles found|no results found/i)).toBeNull();
    // react-admin's own toast would repeat the gateway's words: there is none.
    expect(screen.queryByText('Internal error')).toBeNull();
    expect(screen.queryByText(/rows per page/i)).toBeNull();

    state.mode = 'up';
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('34 AE 4994', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server did not answer when the gateway is down, and loads again by itself once the browser is back online', async () => {
    const { state, dataProvider } = gateway();
    state.mode = 'down';
    renderAt('/fleet/vehicle/list', dataProvider);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Vehicles could not be loaded');
    expect(alert).toHaveTextContent('The server did not answer.');

    goOffline();
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
    state.mode = 'up';
    goOnline();
    expect(await screen.findByText('34 AE 4994', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('loads again by itself when the socket reconnects, the browser never having been offline', async () => {
    const { state, dataProvider } = gateway();
    connection.on('market-order:status', () => undefined);
    state.mode = 'down';
    renderAt('/fleet/vehicle/list', dataProvider);
    await screen.findByRole('alert', {}, SLOW);
    const calls = state.vehicleCalls;

    state.mode = 'up';
    await waitFor(() => expect(socket.listensTo('connect')).toBe(true));
    act(() => socket.fire('connect'));
    expect(await screen.findByText('34 AE 4994', {}, SLOW)).toBeInTheDocument();
    expect(state.vehicleCalls).toBe(calls + 1);
    // A reconnect with nothing failed asks for nothing.
    act(() => socket.fire('disconnect', 'transport close'));
    act(() => socket.fire('connect'));
    expect(state.vehicleCalls).toBe(calls + 1);
  });

  it('says the server took too long on a 504', async () => {
    const { state, dataProvider } = gateway();
    state.mode = 504;
    renderAt('/fleet/vehicle/list', dataProvider);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The server took too long to answer (error 504).');
  });

  it('shows the empty state only when the gateway answered with no rows', async () => {
    const { state, dataProvider } = gateway();
    state.mode = 'empty';
    renderAt('/fleet/vehicle/list', dataProvider);
    expect(await screen.findByText('No Vehicles found', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a generated detail whose call fails', () => {
  it('stays on its page and says what failed, offers no Edit, and Retry shows the record', async () => {
    const { state, dataProvider } = gateway();
    state.mode = 500;
    const { locations } = renderAt(`/fleet/vehicle/detail/${VEHICLE.id}`, dataProvider);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Vehicles: this record could not be loaded');
    expect(alert).toHaveTextContent('The server ran into a problem (error 500).');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByText(/not found|doesn't exist/i)).toBeNull();
    expect(locations.at(-1)).toBe(`/fleet/vehicle/detail/${VEHICLE.id}`);

    state.mode = 'up';
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Space 50', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the gateway's own reason for a refusal (404) and keeps the way back to the list", async () => {
    const { state, dataProvider } = gateway();
    state.mode = 404;
    const { locations } = renderAt(`/fleet/vehicle/detail/${VEHICLE.id}`, dataProvider);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Vehicles: this record could not be loaded');
    expect(alert).toHaveTextContent('Not found');
    expect(screen.getByRole('link', { name: 'Back to Vehicles' })).toBeInTheDocument();
    expect(locations.at(-1)).toBe(`/fleet/vehicle/detail/${VEHICLE.id}`);
  });
});
