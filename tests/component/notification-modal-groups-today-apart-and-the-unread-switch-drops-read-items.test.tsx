// The bell's modal: today's notifications apart from earlier ones; with the unread-only switch on,
// a notification marked read drops out of the list; the list is fetched again when the unread
// count rises; clicking one leads to its announcement or KDS audit; the socket's notification
// event raises the bell's count at once.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationFilterQuery, PanelNotification } from '../../src/domain/notifications';
import { NOTIFICATION_COUNT_KEY } from '../../src/framework/noticeKeys';
import { RealtimeConnection } from '../../src/realtime/connection';
import NotificationLive from '../../src/widgets/notifications/NotificationLive';
import NotificationPanel from '../../src/widgets/notifications/NotificationPanel';
import { fakeTransport } from './support/fakeTransport';
import { FakeSocket } from './support/fakeSocket';
import { OrderScreenContext, type Language } from './support/orderI18n';

const DAY = 86_400_000;

const notification = (id: string, createdAt: Date, read: boolean, link: { url?: string; auditId?: string }): PanelNotification => ({
  _id: id,
  title: { en: `Title ${id}`, tr: `Başlık ${id}` },
  message: { en: `Message ${id}`, tr: `Mesaj ${id}` },
  body: '',
  content: JSON.stringify({ url: link.url ?? null, courierNotificationService: { notificationId: id } }),
  createdAt: createdAt.toISOString(),
  read,
  franchiseUserId: 'u1',
  extras: { url: link.url ?? null, auditId: link.auditId ?? null },
});

function gateway() {
  const now = new Date();
  const rows = [
    notification('n1', now, false, { url: '/announcement/list/a1' }),
    notification('n2', now, true, { auditId: 'audit-7' }),
    notification('n3', new Date(now.getTime() - 3 * DAY), false, { auditId: 'audit-9' }),
    notification('n4', new Date(now.getTime() - 9 * DAY), true, { url: 'https://hq.example/news/a4' }),
  ];
  const transport = fakeTransport((path, options) => {
    if (path === '/notification/filter') {
      const query = options?.query as NotificationFilterQuery;
      const notifications = rows.filter((row) => !query.unreadOnly || !row.read);
      return { notifications, totalCount: notifications.length };
    }
    if (path === '/notification/mark-read') {
      const ids = (options?.body as { notificationIds: string[] }).notificationIds;
      for (const row of rows) if (ids.includes(row._id)) row.read = true;
      return { success: true };
    }
    if (path === '/notification/unread/count') return { count: rows.filter((row) => !row.read).length };
    throw new Error(`unexpected ${path}`);
  });
  return { transport, rows };
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPanel(language: Language, count: number, transport = gateway().transport, onNavigate = vi.fn()) {
  const queryClient = new QueryClient();
  const ui = (shown: number) => (
    <OrderScreenContext language={language} transport={transport} queryClient={queryClient}>
      <NotificationPanel count={shown} onNavigate={onNavigate} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </OrderScreenContext>
  );
  const utils = render(ui(count));
  return { ...utils, transport, onNavigate, setCount: (next: number) => utils.rerender(ui(next)) };
}

const group = (key: string) => document.querySelector(`[data-group="${key}"]`) as HTMLElement;
const idsIn = (element: HTMLElement | null) => [...(element?.querySelectorAll('[data-notification]') ?? [])].map((item) => item.getAttribute('data-notification'));

describe('the notification modal', () => {
  it.each(['en', 'tr'] as const)('shows today’s notifications apart from earlier ones (%s)', async (language) => {
    renderPanel(language, 2);
    await screen.findByText(language === 'en' ? 'Title n1' : 'Başlık n1');
    expect(within(group('today')).getByText(language === 'en' ? 'Today' : 'Bugün')).toBeInTheDocument();
    expect(within(group('older')).getByText(language === 'en' ? 'Earlier' : 'Daha önce')).toBeInTheDocument();
    expect(idsIn(group('today'))).toEqual(['n1', 'n2']);
    expect(idsIn(group('older'))).toEqual(['n3', 'n4']);
  });

  it('with the unread-only switch on, a notification marked read drops out', async () => {
    const user = userEvent.setup();
    const { transport } = renderPanel('en', 2);
    await screen.findByText('Title n1');
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(idsIn(document.body as HTMLElement)).toEqual(['n1', 'n3']));
    const item = document.querySelector('[data-notification="n1"]') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(idsIn(document.body as HTMLElement)).toEqual(['n3']));
    expect(transport.request).toHaveBeenCalledWith('/notification/mark-read', expect.objectContaining({ method: 'PUT', body: { notificationIds: ['n1'] } }));
    // switched off, it is there again, read
    await user.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(document.querySelector('[data-notification="n1"]')).toHaveAttribute('data-read', 'true'));
  });

  it('fetches the list again when the unread count rises, not when it falls', async () => {
    const { transport, setCount } = renderPanel('en', 2);
    await screen.findByText('Title n1');
    const filterCalls = () => transport.request.mock.calls.filter(([path]) => path === '/notification/filter').length;
    expect(filterCalls()).toBe(1);
    setCount(1);
    setCount(3);
    await waitFor(() => expect(filterCalls()).toBe(2));
  });

  it('says what failed, with a retry, when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { transport, rows } = gateway();
    const flaky = fakeTransport((path, options) => {
      if (path === '/notification/filter' && fail) throw new Error('503');
      return (transport.request as (p: string, o: unknown) => unknown)(path, options);
    });
    renderPanel('en', 2, flaky);
    expect(await screen.findByText('The notifications could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText(`Title ${rows[0]._id}`)).toBeInTheDocument();
  });

  it('leads to the announcement named by the url’s last segment, or to the KDS audit', async () => {
    const user = userEvent.setup();
    const { onNavigate } = renderPanel('en', 2);
    await user.click(await screen.findByText('Title n4'));
    expect(screen.getByTestId('location')).toHaveTextContent('/announcement/list/a4');
    await user.click(screen.getByText('Title n3'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dys/kds/detail/audit-9');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});

describe('the bell’s live count', () => {
  /** The gateway's unread count, as GET /notification/unread/count answers it. */
  let unreadOnServer = 2;
  function Count() {
    const { data } = useQuery({ queryKey: NOTIFICATION_COUNT_KEY, queryFn: async () => unreadOnServer });
    return <output data-testid="count">{data}</output>;
  }

  it('rises at once on the socket’s notification event and says whether the socket is live', async () => {
    const socket = new FakeSocket();
    const connection = new RealtimeConnection({ path: '/api/socket.io', open: async () => socket, token: () => 'token', refresh: async () => true });
    const onLive = vi.fn();
    const { transport } = gateway();
    render(
      <OrderScreenContext language="en" transport={transport} queryClient={new QueryClient()}>
        <Count />
        <NotificationLive onLive={onLive} connection={connection} />
      </OrderScreenContext>,
    );
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    await waitFor(() => expect(socket.listensTo('notification')).toBe(true));
    await act(async () => socket.fire('connect'));
    expect(onLive).toHaveBeenLastCalledWith(true);
    // the reconnection's catch-up asks the gateway again; nothing new yet
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    unreadOnServer = 3;
    await act(async () => socket.fire('notification', notification('n9', new Date(), false, {})));
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('3'));
    await act(async () => socket.fire('disconnect', 'transport close'));
    expect(onLive).toHaveBeenLastCalledWith(false);
  });
});
