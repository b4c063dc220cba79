// The announcement list (/announcement/list/:id?): title, date, read state and sanitized HTML
// text in the user's language; reading one shows it read at once and the header's count one
// lower; when the gateway refuses, both come back and a message says so. Opening one by its path
// (a notification's click-through) shows it alone and reads it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/domain/notifications';
import { ANNOUNCEMENT_COUNT_KEY } from '../../src/framework/noticeKeys';
import AnnouncementsPage from '../../src/screens/announcements/AnnouncementsPage';
import { lightTheme } from '../../src/theme';
import { fakeTransport, WithTransport } from './support/fakeTransport';
import { orderI18n, type Language } from './support/orderI18n';

const ANNOUNCEMENTS: Announcement[] = [
  {
    _id: 'a2',
    title: { en: 'Winter equipment check', tr: 'Kış ekipmanı kontrolü' },
    text: { en: '<p>Gloves <strong>and lights</strong></p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>', tr: '<p>Eldiven <strong>ve far</strong></p>' },
    createdAt: '2026-03-02T09:30:00.000Z',
    read: false,
  },
  { _id: 'a1', title: { en: 'New zones', tr: 'Yeni bölgeler' }, text: { en: '<p>Zones change.</p>', tr: '<p>Bölgeler değişiyor.</p>' }, createdAt: '2026-02-20T08:00:00.000Z', read: true },
];

function setup(path: string, markRead: () => Promise<unknown>, language: Language = 'en') {
  localStorage.setItem('language', language);
  const transport = fakeTransport((requested) => {
    if (requested === '/announcement/list') return { announcements: structuredClone(ANNOUNCEMENTS) };
    if (requested === '/announcement/mark-read') return markRead();
    throw new Error(`unexpected ${requested}`);
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(ANNOUNCEMENT_COUNT_KEY, 1);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={orderI18n(language)} store={memoryStore()} theme={lightTheme} queryClient={queryClient}>
        <WithTransport transport={transport}>
          <Routes>
            <Route path="/announcement/list/:id?" element={<AnnouncementsPage />} />
          </Routes>
          <Notification />
        </WithTransport>
      </AdminContext>
    </MemoryRouter>,
  );
  return { transport, count: () => queryClient.getQueryData(ANNOUNCEMENT_COUNT_KEY) };
}

const card = (id: string) => document.querySelector(`[data-announcement="${id}"]`) as HTMLElement;

describe('the announcement list', () => {
  it('shows each with its title, date, read state and sanitized text', async () => {
    setup('/announcement/list', async () => ({ success: true }));
    await screen.findByText('Winter equipment check');
    expect(within(card('a2')).getByText('Unread')).toBeInTheDocument();
    expect(within(card('a1')).getByText('Read')).toBeInTheDocument();
    expect(card('a2')).toHaveTextContent('Published');
    expect(within(card('a2')).getByText('and lights').tagName).toBe('STRONG');
    expect(card('a2').querySelector('script')).toBeNull();
    expect(card('a2').querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(within(card('a2')).getByRole('link', { name: 'Winter equipment check' })).toHaveAttribute('href', '/announcement/list/a2');
  });

  it('shows a read at once and undoes it, with a message, when the gateway refuses', async () => {
    const user = userEvent.setup();
    let refuse!: (error: Error) => void;
    const { count } = setup('/announcement/list', () => new Promise((_, reject) => (refuse = reject)));
    await screen.findByText('Winter equipment check');
    await user.click(within(card('a2')).getByRole('button', { name: 'Mark as read' }));
    expect(card('a2')).toHaveAttribute('data-read', 'true');
    expect(within(card('a2')).getByText('Read')).toBeInTheDocument();
    expect(count()).toBe(0);
    refuse(new Error('503'));
    expect(await screen.findByText('The announcement could not be marked as read, so it is shown as unread again.')).toBeInTheDocument();
    expect(card('a2')).toHaveAttribute('data-read', 'false');
    expect(within(card('a2')).getByText('Unread')).toBeInTheDocument();
    expect(count()).toBe(1);
  });

  it('opens one by its path alone and reads it (Turkish)', async () => {
    const { transport } = setup('/announcement/list/a2', async () => ({ success: true }), 'tr');
    await screen.findByText('Kış ekipmanı kontrolü');
    expect(screen.queryByText('Yeni bölgeler')).toBeNull();
    await waitFor(() => expect(transport.request).toHaveBeenCalledWith('/announcement/mark-read', expect.objectContaining({ body: { announcementId: 'a2' } })));
    expect(within(card('a2')).getByText('Okundu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm duyurular' })).toHaveAttribute('href', '/announcement/list');
  });
});
