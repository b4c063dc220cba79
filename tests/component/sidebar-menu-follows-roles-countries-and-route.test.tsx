import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { externalLinks } from '../../src/layout/externalLinks';
import { AppSidebar } from '../../src/layout/sidebar/AppSidebar';
import { SidebarMenu } from '../../src/layout/sidebar/SidebarMenu';
import { SUBJECTS, TEST_ENTRIES, fakeGateway, renderLayout } from './support/renderLayout';

const links = externalLinks({});
const groupButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
const groupNames = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'))
    .map((button) => button.textContent);

const menu = <SidebarMenu entries={TEST_ENTRIES} links={links} />;

describe('sidebar menu', () => {
  it('shows the owner every group in spec order, with DYS inside Performance and the TR links', async () => {
    const user = userEvent.setup();
    await renderLayout(menu, { subject: SUBJECTS.owner, path: '/map/live' });
    await groupButton('Commercial');
    expect(groupNames()).toEqual(['Commercial', 'Inventory', 'Staff', 'Performance', 'Fleet', 'Frequently used']);
    expect(screen.getByRole('link', { name: 'test.live-map' })).toHaveAttribute('href', '/map/live');
    // an entry's icon is a name the sidebar maps to its lazily loaded MUI icon; none: a dot
    expect(await within(screen.getByRole('link', { name: 'test.live-map' })).findByTestId('MapIcon')).toBeInTheDocument();

    await user.click(await groupButton('Performance'));
    await user.click(await groupButton('DYS'));
    expect(screen.getByRole('link', { name: 'test.dys' })).toHaveAttribute('href', '/performance/dys/list');

    await user.click(await groupButton('Frequently used'));
    expect(screen.getByRole('link', { name: 'test.contact-us' })).toBeInTheDocument();
    for (const name of ['Careers site', 'Support site', 'Warehouse panel', 'Pilot tool', 'Development request form']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Support desk' })).toHaveAttribute('href', 'https://desk-tr.example.com');
  });

  it('shows a manager only the groups of its roles', async () => {
    await renderLayout(menu, { subject: SUBJECTS.manager, path: '/map/live' });
    await groupButton('Commercial');
    expect(groupNames()).toEqual(['Commercial', 'Staff']);
  });

  it('shows a GB user no TR-only entry and the other support desk', async () => {
    const user = userEvent.setup();
    await renderLayout(menu, { subject: SUBJECTS.gbOwner, path: '/map/live' });
    await user.click(await groupButton('Frequently used'));
    expect(screen.queryByRole('link', { name: 'test.contact-us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Support desk' })).toHaveAttribute('href', 'https://desk.example.com');
  });

  it("opens the current route's group and keeps only one group open", async () => {
    const user = userEvent.setup();
    await renderLayout(menu, { subject: SUBJECTS.owner, path: '/staff/leave/list' });
    // The route's group opens once the user's roles are known (an effect after the first render).
    await waitFor(async () => expect(await groupButton('Staff')).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('link', { name: 'test.leaves' })).toHaveAttribute('aria-current', 'page');

    await user.click(await groupButton('Fleet'));
    expect(await groupButton('Fleet')).toHaveAttribute('aria-expanded', 'true');
    expect(await groupButton('Staff')).toHaveAttribute('aria-expanded', 'false');
    expect(groupNames().length).toBeGreaterThan(2);
    const expanded = screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');
    expect(expanded).toHaveLength(1);
  });

  it('opens Performance and DYS by themselves on a DYS route', async () => {
    await renderLayout(menu, { subject: SUBJECTS.owner, path: '/performance/dys/list' });
    await waitFor(async () => expect(await groupButton('Performance')).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(async () => expect(await groupButton('DYS')).toHaveAttribute('aria-expanded', 'true'));
  });

  it('lists favourites first, labelled with their page titles, only when there are some', async () => {
    const gateway = fakeGateway((path) =>
      path === '/users/favorites/pages'
        ? { favorites: ['/fleet/vehicle/list', '/gone/page', '/staff/person/detail/1'] }
        : { dtsCount: 0, leavesCount: 0, timesheetCount: 0 },
    );
    const user = userEvent.setup();
    await renderLayout(menu, { subject: SUBJECTS.owner, gateway, path: '/map/live' });
    await waitFor(() => expect(groupNames()[0]).toBe('Favorites'));
    await user.click(await groupButton('Favorites'));
    const favorites = screen.getByRole('list', { name: 'Favorites' });
    expect(within(favorites).getAllByRole('link').map((link) => link.textContent)).toEqual(['test.vehicles']);
  });

  it('shows each entry its own count and each group the sum, with overflow and colours', async () => {
    const gateway = fakeGateway((path) =>
      path === '/users/favorites/pages' ? { favorites: [] } : { dtsCount: 150, leavesCount: 3, timesheetCount: 2 },
    );
    const user = userEvent.setup();
    await renderLayout(menu, { subject: SUBJECTS.owner, gateway, path: '/performance/dts/list' });
    // Performance is open (the route's group): the group and its DTS entry both read 99+, red.
    const dts = await screen.findAllByLabelText('99+ waiting');
    expect(dts.length).toBe(2);
    dts.forEach((badge) => expect(badge).toHaveAttribute('data-color', 'error'));
    expect(screen.getByRole('link', { name: /^test\.dts/ })).toContainElement(dts[1]);
    // Staff: leaves plus timesheets on the group, then each entry its own.
    const staff = await groupButton('Staff');
    expect(within(staff).getByLabelText('5 waiting')).toHaveAttribute('data-color', 'error');
    await user.click(staff);
    const staffList = screen.getByRole('list', { name: 'Staff' });
    expect(within(within(staffList).getByRole('link', { name: /^test\.leaves/ })).getByLabelText('3 waiting')).toHaveAttribute('data-color', 'error');
    expect(within(staffList).getByLabelText('2 waiting')).toHaveAttribute('data-color', 'error');
    expect(gateway.request).toHaveBeenCalledWith('/sidebar-badges/count', { method: 'POST', body: {} });
  });

  it('shows an entry whose screen is coming soon with its count, as text that links nowhere', async () => {
    const gateway = fakeGateway((path) =>
      path === '/users/favorites/pages' ? { favorites: [] } : { dtsCount: 0, leavesCount: 0, timesheetCount: 7 },
    );
    const user = userEvent.setup();
    await renderLayout(menu, { subject: SUBJECTS.owner, gateway, path: '/map/live' });
    await user.click(await groupButton('Staff'));
    const staffList = screen.getByRole('list', { name: 'Staff' });
    const timesheet = within(staffList).getByText('test.timesheet').closest('li')!;
    expect(within(timesheet).getByLabelText('7 waiting')).toHaveAttribute('data-color', 'error');
    expect(within(timesheet).getByText('Coming soon')).toBeInTheDocument();
    expect(within(timesheet).queryByRole('link')).not.toBeInTheDocument();
    expect(within(timesheet).queryByRole('button')).not.toBeInTheDocument();
    expect(within(staffList).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/staff/person/list', '/staff/leave/list']);
  });

  it('shows a DTS count of 10 or less in green', async () => {
    const gateway = fakeGateway((path) =>
      path === '/users/favorites/pages' ? { favorites: [] } : { dtsCount: 10, leavesCount: 0, timesheetCount: 0 },
    );
    await renderLayout(menu, { subject: SUBJECTS.owner, gateway, path: '/map/live' });
    expect(await screen.findByLabelText('10 waiting')).toHaveAttribute('data-color', 'success');
    expect(screen.queryByLabelText('0 waiting')).not.toBeInTheDocument();
  });
});

describe('sidebar frame', () => {
  it('is a 230 px navigation landmark when open and 50 px with tooltips only when collapsed', async () => {
    const open = await renderLayout(<AppSidebar>{menu}</AppSidebar>, { sidebarOpen: true, path: '/map/live' });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveStyle({ width: '230px' });
    open.unmount();

    await renderLayout(<AppSidebar>{menu}</AppSidebar>, { sidebarOpen: false, path: '/map/live' });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveStyle({ width: '50px' });
    expect(await screen.findByRole('link', { name: 'test.live-map' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commercial' })).toHaveAttribute('aria-expanded', 'false');
  });
});
