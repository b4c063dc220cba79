// The user menu's push toggle (spec): without browser support it says so and an error shows; without
// permission a warning shows and permission is asked (refused: push stays off); each message stays
// 5 s; allowed, the browser is subscribed with the gateway's key and PUT /auth/webDeviceInfo sends
// the subscription's JSON with the panel language. The gateway is a fake transport here; the
// browser e2e does the same against the real gateway.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { PUSH_MESSAGE_MS } from '../../src/domain/push';
import { AppUserMenu } from '../../src/layout/userMenu/AppUserMenu';
import { FAKE_SUBSCRIPTION_JSON, installPushBrowser } from './support/pushBrowser';
import { SUBJECTS, fakeGateway, renderLayout } from './support/renderLayout';

// a P-256 point's shape: 65 bytes, base64url
const VAPID_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');

async function openMenu(gateway = fakeGateway(() => ({}))) {
  const user = userEvent.setup();
  await renderLayout(<AppUserMenu />, { subject: SUBJECTS.manager, gateway });
  await user.click(await screen.findByRole('button', { name: 'Profile' }));
  const toggle = await screen.findByRole('menuitemcheckbox', { name: 'Push notifications' }, { timeout: 5000 });
  return { user, toggle };
}

describe('the push toggle', () => {
  it('without browser support says so, shows an error for 5 seconds and stays off', async () => {
    const { toggle } = await openMenu();
    expect(toggle).toHaveAccessibleDescription('Not available in this browser');
    // the message's 5 s on a clock the test moves (real time goes on, for the renders in between)
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(toggle);
    const alert = await screen.findByText('This browser cannot show push notifications.');
    expect(alert.closest('.MuiSnackbar-root')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem('pushNotifications')).not.toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(PUSH_MESSAGE_MS - 500));
    expect(screen.getByText('This browser cannot show push notifications.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(screen.queryByText('This browser cannot show push notifications.')).not.toBeInTheDocument());
  });

  it('without permission warns, asks the browser and stays off when refused', async () => {
    const browser = installPushBrowser('default', 'denied');
    onTestFinished(() => {
      browser.remove();
    });
    const { user, toggle } = await openMenu();
    expect(toggle).not.toHaveAccessibleDescription();
    await user.click(toggle);
    expect(await screen.findByText('Allow notifications for this site in your browser to turn push on.')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('once allowed subscribes with the gateway’s key and sends the subscription with the language', async () => {
    const browser = installPushBrowser('default', 'granted');
    onTestFinished(() => {
      browser.remove();
    });
    const calls: { path: string; method?: string; body?: unknown }[] = [];
    const gateway = fakeGateway((path, init) => {
      calls.push({ path, method: init?.method, body: init?.body });
      return path === '/auth/webPushKey' ? { publicKey: VAPID_KEY } : { success: true };
    });
    const { user, toggle } = await openMenu(gateway);
    await user.click(toggle);
    await waitFor(() => expect(calls.some((call) => call.path === '/auth/webDeviceInfo')).toBe(true));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const key = (browser.registration.pushManager.subscribe.mock.calls[0] as unknown[])[0] as { applicationServerKey: Uint8Array; userVisibleOnly: boolean };
    expect(key.userVisibleOnly).toBe(true);
    expect(Buffer.from(key.applicationServerKey).toString('base64url')).toBe(VAPID_KEY);
    expect(calls.find((call) => call.path === '/auth/webDeviceInfo')).toMatchObject({
      method: 'PUT',
      body: { language: 'en', webPushNotificationToken: JSON.stringify(FAKE_SUBSCRIPTION_JSON) },
    });
  });
});
