import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContentHeader } from '../../src/layout/ContentHeader';
import { SidebarMenu } from '../../src/layout/sidebar/SidebarMenu';
import { SUBJECTS, TEST_ENTRIES, fakeGateway, quietGateway, renderLayout } from './support/renderLayout';

const header = <ContentHeader entries={TEST_ENTRIES} />;

describe('favourite star', () => {
  it.each([
    ['/fleet/vehicle/list', true],
    ['/announcement/list', true],
    ['/announcement/list/42', false],
    ['/staff/person/detail/7', false],
    ['/login', false],
    ['/password/reset', false],
  ])('on %s shows: %s', async (path, shown) => {
    await renderLayout(header, { path, gateway: quietGateway() });
    if (shown) expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: /favorites/i })).not.toBeInTheDocument();
  });

  it('adds at once, shows the page in Favorites, then rolls back with an error toast when the call fails', async () => {
    let failNext: ((error: Error) => void) | null = null;
    const gateway = fakeGateway((path, options) => {
      if (path === '/sidebar-badges/count') return { dtsCount: 0, leavesCount: 0, timesheetCount: 0 };
      if (options?.method === 'POST') return new Promise((_resolve, reject) => (failNext = reject));
      return { favorites: [] };
    });
    const user = userEvent.setup();
    await renderLayout(
      <>
        <SidebarMenu entries={TEST_ENTRIES} links={[]} />
        {header}
      </>,
      { path: '/fleet/vehicle/list', gateway, subject: SUBJECTS.owner },
    );
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));

    const remove = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: /^Favorites/ })).toBeInTheDocument();
    expect(gateway.request).toHaveBeenCalledWith('/users/favorites/pages', { method: 'POST', body: { pagePath: '/fleet/vehicle/list' } });

    await waitFor(() => expect(failNext).not.toBeNull());
    failNext!(new Error('Favorites are unavailable'));
    expect(await screen.findByText('Favorites are unavailable')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Favorites/ })).not.toBeInTheDocument());
  });

  it('removes a saved favourite with DELETE', async () => {
    const gateway = fakeGateway((path, options) => {
      if (path === '/sidebar-badges/count') return { dtsCount: 0, leavesCount: 0, timesheetCount: 0 };
      if (options?.method === 'DELETE') return { favorites: [] };
      return { favorites: ['/fleet/vehicle/list'] };
    });
    const user = userEvent.setup();
    await renderLayout(header, { path: '/fleet/vehicle/list', gateway });
    await user.click(await screen.findByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toBeInTheDocument();
    expect(gateway.request).toHaveBeenCalledWith('/users/favorites/pages', { method: 'DELETE', body: { pagePath: '/fleet/vehicle/list' } });
  });
});
