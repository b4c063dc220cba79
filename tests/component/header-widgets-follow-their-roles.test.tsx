import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeaderWidgets } from '../../src/widgets/HeaderWidgets';
import { FEEDBACK_DUE, SURVEY_ACTIVE } from './support/engagementReplies';
import { SUBJECTS, fakeGateway, renderLayout } from './support/renderLayout';

// the bell's socket listener has tests of its own; here no socket is opened
vi.mock('../../src/widgets/notifications/NotificationLive', () => ({ default: () => null }));

const widgetNames = () => [...document.querySelectorAll('[data-widget]')].map((button) => button.getAttribute('aria-label'));

describe('header widgets', () => {
  it('shows the owner every slot in spec order (the survey while one is active, the feedback while due)', async () => {
    const gateway = fakeGateway((path) => {
      if (path === '/survey-link') return SURVEY_ACTIVE;
      if (path === '/feedback/status') return FEEDBACK_DUE;
      if (path === '/boosted-feature') return { active: false, content: null };
      return { dtsCount: 0, leavesCount: 0, timesheetCount: 0 };
    });
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway });
    await screen.findByRole('link', { name: 'Take the franchise survey (opens in a new tab)' });
    await screen.findByRole('button', { name: 'Rate the panel' });
    expect(widgetNames()).toEqual(['Pickers and problematic orders', 'Take the franchise survey (opens in a new tab)', 'Rate the panel', 'Notifications', 'Announcements']);
  });

  it('shows a manager only the bell and announcements with their unread counts: the bell opens its modal, announcements link to the list', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway((path) => {
      if (path === '/notification/unread/count') return { count: 120 };
      if (path === '/announcement/unread/count') return { count: 2 };
      if (path === '/notification/filter') return { notifications: [], totalCount: 0 };
      return {};
    });
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.manager, gateway });
    const bell = await screen.findByRole('button', { name: 'Notifications, 120 unread notifications' });
    expect(bell).toHaveTextContent('99+');
    const announcements = await screen.findByRole('link', { name: 'Announcements, 2 unread announcements' });
    expect(announcements).toHaveAttribute('href', '/announcement/list');
    expect(widgetNames()).toEqual(['Notifications, 120 unread notifications', 'Announcements, 2 unread announcements']);
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('No notifications yet')).toBeInTheDocument();
  });

  it('counts the problematic orders on the sticky button, in its name too, and shows no badge when there are none', async () => {
    let totalCount = 3;
    const gateway = fakeGateway((path) => (path === '/orders/problematic' ? { orders: [], totalCount } : {}));
    const { unmount } = await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway });
    const button = await screen.findByRole('button', { name: 'Pickers and problematic orders, 3 problematic orders' });
    expect(button).toHaveTextContent('3');
    expect(gateway.request).toHaveBeenCalledWith('/orders/problematic', expect.objectContaining({ method: 'POST', body: { limit: 1 } }));
    unmount();
    totalCount = 0;
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway });
    await waitFor(() => expect(gateway.request.mock.calls.filter(([path]) => path === '/orders/problematic')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer's render
    expect(document.querySelector('[data-widget="sticky"]')).toHaveAttribute('aria-label', 'Pickers and problematic orders');
    expect(document.querySelector('[data-widget="sticky"]')).not.toHaveTextContent(/\d/);
  });
});
