import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeaderWidgets } from '../../src/widgets/HeaderWidgets';
import { SUBJECTS, renderLayout } from './support/renderLayout';

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
});
