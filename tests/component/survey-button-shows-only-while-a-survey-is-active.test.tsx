// The header's survey button (role franchise_survey): while GET /survey-link answers an active
// survey it is a link opening it in a new tab (noopener); with no active survey, a failed call
// or without the role there is no button at all.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HeaderWidgets } from '../../src/widgets/HeaderWidgets';
import { FEEDBACK_DUE, SURVEY_ACTIVE, SURVEY_NONE } from './support/engagementReplies';
import { SUBJECTS, fakeGateway, renderLayout } from './support/renderLayout';

vi.mock('../../src/widgets/notifications/NotificationLive', () => ({ default: () => null }));

function gatewayWith(survey: () => unknown) {
  return fakeGateway((path) => {
    if (path === '/survey-link') return survey();
    if (path === '/feedback/status') return { ...FEEDBACK_DUE, due: false };
    if (path === '/boosted-feature') return { active: false, content: null };
    if (path.endsWith('/count')) return { count: 0 };
    return { orders: [], totalCount: 0 };
  });
}
const surveyCalls = (gateway: ReturnType<typeof gatewayWith>) => gateway.request.mock.calls.filter(([path]) => path === '/survey-link').length;
const surveyButton = () => document.querySelector('[data-widget="survey"]');

describe('the survey button', () => {
  it('opens the active survey in a new tab', async () => {
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway: gatewayWith(() => SURVEY_ACTIVE) });
    const link = await screen.findByRole('link', { name: 'Take the franchise survey (opens in a new tab)' });
    expect(link).toHaveAttribute('href', SURVEY_ACTIVE.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['no active survey', () => SURVEY_NONE],
    ['a failed call', () => Promise.reject(new Error('down'))],
  ])('is hidden with %s', async (_name, survey) => {
    const gateway = gatewayWith(survey);
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.owner, gateway });
    await waitFor(() => expect(surveyCalls(gateway)).toBe(1));
    await screen.findByRole('button', { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(surveyButton()).toBeNull();
  });

  it('is hidden, and the survey not asked for, without the role franchise_survey', async () => {
    const gateway = gatewayWith(() => SURVEY_ACTIVE);
    await renderLayout(<HeaderWidgets />, { subject: SUBJECTS.manager, gateway });
    await screen.findByRole('button', { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(surveyButton()).toBeNull();
    expect(surveyCalls(gateway)).toBe(0);
  });
});
