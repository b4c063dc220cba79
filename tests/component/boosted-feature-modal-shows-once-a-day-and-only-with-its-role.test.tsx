// The boosted-feature modal (role boosted_feature_modal): with the role and a running feature it
// opens with its title, sanitized description and image, and records the day (the user's chosen
// time zone) for that user; the same day it neither opens nor asks again, a later day it does;
// another user on the same computer still gets it; a user without the role never sees it (no
// call made); a feature whose redirect leaves the panel is not shown; "Show me" opens its page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOSTED_MODAL_SHOWN_KEY, TIMEZONE_KEY, USER_KEY } from '../../dataProvider/session';
import type { AccessSubject } from '../../src/domain/access';
import { calendarDay } from '../../src/domain/dates';
import { HeaderWidgets } from '../../src/widgets/HeaderWidgets';
import { BOOSTED_ACTIVE, BOOSTED_NONE, FEEDBACK_DUE, SURVEY_NONE } from './support/engagementReplies';
import { SUBJECTS, fakeGateway, renderLayout, userOf } from './support/renderLayout';

vi.mock('../../src/widgets/notifications/NotificationLive', () => ({ default: () => null }));

const ZONE = 'Pacific/Kiritimati'; // UTC+14: its day differs from the browser's (UTC) for most of the day
const today = () => calendarDay(new Date(), ZONE);

function gatewayWith(boosted: unknown) {
  return fakeGateway((path) => {
    if (path === '/boosted-feature') return structuredClone(boosted);
    if (path === '/survey-link') return SURVEY_NONE;
    if (path === '/feedback/status') return { ...FEEDBACK_DUE, due: false };
    if (path.endsWith('/count')) return { count: 0 };
    return { orders: [], totalCount: 0 };
  });
}
const boostedCalls = (gateway: ReturnType<typeof gatewayWith>) => gateway.request.mock.calls.filter(([path]) => path === '/boosted-feature').length;

function signIn(userId: string, subject: AccessSubject = SUBJECTS.owner) {
  localStorage.setItem(USER_KEY, JSON.stringify(userOf(subject, { _id: userId })));
  localStorage.setItem(TIMEZONE_KEY, JSON.stringify({ id: 'tz', timezone: ZONE }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => localStorage.clear());

describe('the boosted-feature modal', () => {
  it('opens once a day per user, in the user’s time zone', async () => {
    signIn('u1');
    const first = gatewayWith(BOOSTED_ACTIVE);
    const { unmount } = await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: first });
    const dialog = await screen.findByRole('dialog', { name: 'New: order statistics per store' });
    expect(dialog).toHaveTextContent('successful, missed and potential orders');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/engagement/order-stats.svg');
    expect(JSON.parse(localStorage.getItem(BOOSTED_MODAL_SHOWN_KEY)!)).toEqual({ u1: today() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    // the same day: not again, and not even asked
    const again = gatewayWith(BOOSTED_ACTIVE);
    const second = await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: again });
    await screen.findByRole('button', { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(boostedCalls(again)).toBe(0);
    second.unmount();

    // another user of the same browser sees it today too
    signIn('u2');
    const other = await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: gatewayWith(BOOSTED_ACTIVE) });
    await screen.findByRole('dialog', { name: 'New: order statistics per store' });
    expect(JSON.parse(localStorage.getItem(BOOSTED_MODAL_SHOWN_KEY)!)).toEqual({ u1: today(), u2: today() });
    other.unmount();

    // the next day (a day stored earlier than today) it opens again
    signIn('u1');
    localStorage.setItem(BOOSTED_MODAL_SHOWN_KEY, JSON.stringify({ u1: '2000-01-01', u2: today() }));
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: gatewayWith(BOOSTED_ACTIVE) });
    await screen.findByRole('dialog', { name: 'New: order statistics per store' });
  });

  it('is never shown, nor asked for, without the role boosted_feature_modal', async () => {
    signIn('u3', SUBJECTS.manager);
    const gateway = gatewayWith(BOOSTED_ACTIVE);
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.manager, gateway });
    await screen.findByRole('button', { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(boostedCalls(gateway)).toBe(0);
    expect(localStorage.getItem(BOOSTED_MODAL_SHOWN_KEY)).toBeNull();
  });

  it('is not shown when no feature runs, or when its redirect leaves the panel; its text is sanitized', async () => {
    signIn('u4');
    const none = gatewayWith(BOOSTED_NONE);
    const { unmount } = await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: none });
    await waitFor(() => expect(boostedCalls(none)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    for (const redirectPath of ['https://evil.example/', '//evil.example/x', '/%2F%2Fevil.example']) {
      const away = gatewayWith({ ...BOOSTED_ACTIVE, content: { ...BOOSTED_ACTIVE.content, redirectPath } });
      const rendered = await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: away });
      await waitFor(() => expect(boostedCalls(away)).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog'), redirectPath).not.toBeInTheDocument();
      rendered.unmount();
    }
    expect(localStorage.getItem(BOOSTED_MODAL_SHOWN_KEY)).toBeNull();

    const hostile = { ...BOOSTED_ACTIVE.content!, description: { en: '<p>Fine</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>' } };
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: gatewayWith({ active: true, content: hostile }) });
    const dialog = await screen.findByRole('dialog');
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('“Show me” closes it and opens the feature’s page in the panel', async () => {
    signIn('u5');
    const { locations } = await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: gatewayWith(BOOSTED_ACTIVE) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show me' }));
    await waitFor(() => expect(locations.at(-1)).toBe('/commercial/order/stats'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
