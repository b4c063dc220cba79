import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../src/layout/ErrorPage';
import { NoMatch } from '../../src/layout/NoMatch';
import FieldgoRedirect from '../../src/screens/public/FieldgoRedirect';
import HealthPage from '../../src/screens/public/HealthPage';
import ComingSoonPage from '../../src/framework/views/ComingSoonPage';
import { NO_EXTRAS, renderPublic } from './renderPublic';

const leavePanel = vi.hoisted(() => vi.fn());
vi.mock('../../src/screens/public/leavePanel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/screens/public/leavePanel')>()),
  leavePanel,
}));

describe('no-match page', () => {
  it('says nothing matches and links to the panel root', async () => {
    await renderPublic(<NoMatch />, { path: '/this/does/not/exist' });
    expect(screen.getByRole('heading', { name: /no match/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the panel' })).toHaveAttribute('href', '/');
  });

  it('speaks Turkish when Turkish is chosen', async () => {
    localStorage.setItem('language', 'tr');
    await renderPublic(<NoMatch />, { path: '/nope' });
    expect(screen.getByRole('heading', { name: 'Bu adres için bir sayfa bulunamadı.' })).toBeInTheDocument();
  });
});

describe('a screen that is not built yet', () => {
  it("tells the user in their words it is not available yet and links to the home page", async () => {
    await renderPublic(<ComingSoonPage />, { path: '/stock/current' });
    expect(screen.getByRole('heading', { name: 'Not available yet' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available in the panel yet. You can continue from the home page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the panel' })).toHaveAttribute('href', '/');
    expect(document.body.textContent).not.toMatch(/access rules|menu entry/i);
  });

  it('speaks Turkish when Turkish is chosen', async () => {
    localStorage.setItem('language', 'tr');
    await renderPublic(<ComingSoonPage />, { path: '/stock/current' });
    expect(screen.getByRole('heading', { name: 'Henüz kullanılamıyor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panele git' })).toHaveAttribute('href', '/');
  });
});

describe('error page', () => {
  it('shows a 500 page whose button resets the boundary and goes to the live map', async () => {
    const user = userEvent.setup();
    const resetErrorBoundary = vi.fn();
    const { currentPath } = await renderPublic(
      <ErrorPage error={new Error('boom')} resetErrorBoundary={resetErrorBoundary} />,
      { path: '/staff/list' },
    );
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to panel' }));
    await screen.findByText('Live map route');
    expect(currentPath()).toBe('/map/live');
    expect(resetErrorBoundary).toHaveBeenCalledTimes(1);
  });

  it('never shows the error itself in production', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    await renderPublic(<ErrorPage error={new Error('secret detail at Foo.tsx:12')} />, { path: '/x' });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.queryByText(/secret detail/)).not.toBeInTheDocument();
  });

  it('shows the error message to developers', async () => {
    await renderPublic(<ErrorPage error={new Error('secret detail at Foo.tsx:12')} />, { path: '/x' });
    expect(screen.getByText(/secret detail/)).toBeInTheDocument();
  });
});

describe('health page', () => {
  it('shows the current timestamp and keeps it ticking', async () => {
    const before = Date.now();
    await renderPublic(<HealthPage />, { path: '/health' });
    const iso = screen.getByTestId('health-iso');
    const first = iso.textContent ?? '';
    expect(Date.parse(first)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(first)).toBeLessThanOrEqual(Date.now());
    // The English format: yyyy/MM/dd HH:mm:ss
    expect(screen.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('health-iso').textContent).not.toBe(first), { timeout: 3000 });
  });

  it("uses the chosen language's date format", async () => {
    localStorage.setItem('language', 'tr');
    await renderPublic(<HealthPage />, { path: '/health' });
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Durum' })).toBeInTheDocument();
  });
});

describe('fieldgo redirect', () => {
  it('replaces the location with the configured download and offers a plain link', async () => {
    leavePanel.mockReset();
    await renderPublic(<FieldgoRedirect />, { path: '/fieldgo', config: { ...NO_EXTRAS, fieldgoUrl: 'https://downloads.example.com/fieldgo.apk' } });

    expect(screen.getByRole('heading', { name: 'FieldGo download' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/redirecting/i);
    await waitFor(() => expect(leavePanel).toHaveBeenCalledWith('https://downloads.example.com/fieldgo.apk'));
    expect(screen.getByRole('link', { name: /open the download here/i })).toHaveAttribute(
      'href',
      'https://downloads.example.com/fieldgo.apk',
    );
  });

  it('never follows an address that is not http(s)', async () => {
    leavePanel.mockReset();
    await renderPublic(<FieldgoRedirect />, { path: '/fieldgo', config: { ...NO_EXTRAS, fieldgoUrl: 'javascript:alert(1)' } });
    expect(await screen.findByText(/not available right now/i)).toBeInTheDocument();
    expect(leavePanel).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
