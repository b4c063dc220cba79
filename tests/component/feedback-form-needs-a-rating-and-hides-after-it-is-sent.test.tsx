// The satisfaction question (NPS): the header's "Rate the panel" button shows while the user is
// due an answer; its form sends nothing without a rating and says so; a failed send shows the
// gateway's message (or the default error) and keeps the answer; a sent one posts {rating,
// feedback, from, franchiseId}, thanks the user and the button goes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_KEY } from '../../dataProvider/session';
import { HeaderWidgets } from '../../src/widgets/HeaderWidgets';
import { FEEDBACK_DUE, FEEDBACK_SENT, SURVEY_NONE } from './support/engagementReplies';
import { SUBJECTS, fakeGateway, renderLayout, userOf } from './support/renderLayout';

vi.mock('../../src/widgets/notifications/NotificationLive', () => ({ default: () => null }));

function gatewayWith(send: () => unknown, status: unknown = FEEDBACK_DUE) {
  return fakeGateway((path) => {
    if (path === '/feedback') return send();
    if (path === '/feedback/status') return status;
    if (path === '/survey-link') return SURVEY_NONE;
    if (path === '/boosted-feature') return { active: false, content: null };
    if (path.endsWith('/count')) return { count: 0 };
    return { orders: [], totalCount: 0 };
  });
}
const sends = (gateway: ReturnType<typeof gatewayWith>) => gateway.request.mock.calls.filter(([path]) => path === '/feedback');

beforeEach(() => localStorage.setItem(USER_KEY, JSON.stringify(userOf(SUBJECTS.owner))));

async function openForm(gateway: ReturnType<typeof gatewayWith>) {
  const user = userEvent.setup();
  await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway, path: '/staff/list' });
  await user.click(await screen.findByRole('button', { name: 'Rate the panel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rate the panel' });
  await within(dialog).findByRole('button', { name: 'Send' }); // the form loads on first open
  return { user, dialog };
}

describe('the feedback form', () => {
  it('refuses a send without a rating, with the rating message, and sends nothing', async () => {
    const gateway = gatewayWith(() => FEEDBACK_SENT);
    const { user, dialog } = await openForm(gateway);
    // pasted, not typed key by key: each key draws the whole layout again in jsdom
    await user.click(within(dialog).getByRole('textbox', { name: /Anything to tell us/ }));
    await user.paste('Nice');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a rating.');
    expect(within(dialog).getByRole('radiogroup')).toHaveAttribute('aria-describedby');
    expect(sends(gateway)).toHaveLength(0);
    // choosing one clears the message
    await user.click(within(dialog).getByRole('radio', { name: /Good/ }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the rating with the text, page and franchise, thanks the user and hides', async () => {
    const gateway = gatewayWith(() => FEEDBACK_SENT);
    const { user, dialog } = await openForm(gateway);
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Awful', 'Poor', 'Neutral', 'Good', 'Excellent']);
    const text = within(dialog).getByRole('textbox', { name: /Anything to tell us/ });
    expect(text).toHaveAttribute('rows', '4');
    await user.click(within(dialog).getByRole('radio', { name: /Excellent/ }));
    await user.click(text);
    await user.paste('  Fast and clear  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(sends(gateway)).toHaveLength(1);
    expect(sends(gateway)[0][1]).toMatchObject({ method: 'POST', body: { rating: 5, feedback: 'Fast and clear', from: '/staff/list', franchiseId: 'f1' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rate the panel' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Rate the panel' })).not.toBeInTheDocument();
  });

  it('shows a failure and keeps the answer for another try', async () => {
    let fail = true;
    const gateway = gatewayWith(() => (fail ? Promise.reject(new Error('You already shared your feedback recently.')) : FEEDBACK_SENT));
    const { user, dialog } = await openForm(gateway);
    await user.click(within(dialog).getByRole('radio', { name: /Poor/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('You already shared your feedback recently.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /Poor/ })).toBeChecked();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
  });

  it('is not offered while the user is not due an answer', async () => {
    const gateway = gatewayWith(() => FEEDBACK_SENT, { due: false, answeredAt: FEEDBACK_SENT.answeredAt });
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway });
    await waitFor(() => expect(gateway.request.mock.calls.some(([path]) => path === '/feedback/status')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Rate the panel' })).not.toBeInTheDocument();
  });
});
