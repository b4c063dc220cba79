import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeaderWidgets } from '../../src/widgets/HeaderWidgets';
import { SUBJECTS, fakeGateway, renderLayout } from './support/renderLayout';

const widgetNames = () => [...document.querySelectorAll('[data-widget]')].map((button) => button.getAttribute('aria-label'));

describe('header widgets', () => {
  it('shows the owner every slot in spec order', async () => {
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner });
    await screen.findByRole('button', { name: 'Survey' });
    expect(widgetNames()).toEqual(['Pickers and problematic orders', 'Survey', 'Notifications', 'Announcements']);
  });

  it('shows a manager only the bell and announcements, each opening a coming-soon popover', async () => {
    const user = userEvent.setup();
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.manager });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(widgetNames()).toEqual(['Notifications', 'Announcements']);
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveTextContent('This widget is coming soon.');
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
    await waitFor(() => expect(gateway.request).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer's render
    expect(document.querySelector('[data-widget="sticky"]')).toHaveAttribute('aria-label', 'Pickers and problematic orders');
    expect(document.querySelector('[data-widget="sticky"]')).not.toHaveTextContent(/\d/);
  });
});
