// The person detail (resources/staff/people.ts) as the declaration draws it: the trainings and the
// recent orders (show.related, each order linking to its detail with its short id), and the
// "waiting on them" section counting the person's open information-edit requests as a link to the
// requests list filtered to them (issue 11). The gateway is a fake built from the REST layer's
// answers (tests/gateway/person-detail-serves-...).
import { screen, waitFor, within } from '@testing-library/react';
import type { DataProvider, GetListParams } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import people from '../../resources/staff/people';
import { shortOrderId } from '../../src/domain/orders';
import DetailView from '../../src/framework/views/DetailView';
import { authAllowing, renderRoutes, storeTurkishSession } from './support/renderGenerated';

const PERSON = { id: 'p-courier-1', name: 'Ayşe Yılmaz', staffType: 1, workType: 1, warehouseId: 'w1', isActive: true, isPicker: false, iban: '**** 1326' };
const ORDER_ID = '65f0c0ffee00000000a1b2c3';

function fakeGateway({ openRequests }: { openRequests: number }) {
  const lists: { resource: string; params: GetListParams }[] = [];
  const provider = {
    getOne: vi.fn(async () => ({ data: PERSON })),
    getMany: vi.fn(async () => ({ data: [{ id: 'w1', name: 'Kadıköy' }] })),
    getManyReference: vi.fn(async (resource: string, params: GetListParams & { target: string; id: string }) => {
      lists.push({ resource, params });
      if (resource === 'person-trainings') {
        return {
          data: [
            { id: 't1', personId: params.id, name: 'İlk yardım', completedOn: '2025-03-02', validUntil: '2020-03-02' },
            { id: 't2', personId: params.id, name: 'Gıda hijyeni', completedOn: '2024-01-10', validUntil: null },
          ],
          total: 2,
        };
      }
      return { data: [{ id: ORDER_ID, personId: params.id, status: 900, warehouseId: 'w1', createdAt: '2025-06-01T09:30:00Z' }], total: 57 };
    }),
    getList: vi.fn(async (resource: string, params: GetListParams) => {
      lists.push({ resource, params });
      return { data: openRequests ? [{ id: 'r1' }] : [], total: openRequests };
    }),
  };
  return { provider: provider as unknown as DataProvider, lists };
}

const renderDetail = (openRequests: number, actions = ['list', 'show']) => {
  const gateway = fakeGateway({ openRequests });
  const utils = renderRoutes(people, { show: DetailView }, { path: `/staff/detail/${PERSON.id}`, dataProvider: gateway.provider, authProvider: authAllowing(actions) });
  return { ...gateway, ...utils };
};

beforeEach(() => storeTurkishSession());

describe('the person detail', () => {
  it('shows their trainings with the expiry date and their latest 20 orders linking to the order detail', async () => {
    const { lists } = renderDetail(0);
    const trainings = await screen.findByRole('region', { name: 'Trainings' });
    await within(trainings).findByText('İlk yardım');
    expect(within(trainings).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Training', 'Completed', 'Valid until']);
    // valid until 2020: an expiry date shows it expired
    expect(within(screen.getByText('İlk yardım').closest('tr')!).getByText('Expired').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    const orders = screen.getByRole('region', { name: 'Recent orders' });
    const link = await within(orders).findByRole('link', { name: shortOrderId(ORDER_ID) });
    expect(link).toHaveAttribute('href', `/order/detail/${ORDER_ID}`);
    expect(within(orders).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Status', 'Store', 'Time']);
    await within(orders).findByText('Kadıköy');
    const asked = lists.find((call) => call.resource === 'person-orders')!.params as GetListParams & { target: string; id: string };
    expect(asked).toMatchObject({ target: 'personId', id: PERSON.id, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 20 } });
  });

  it('links to the person’s open information-edit requests with their count', async () => {
    const { lists } = renderDetail(2);
    const waiting = await screen.findByRole('region', { name: 'Waiting on them' });
    const link = await within(waiting).findByRole('link', { name: '2 open information-edit requests' });
    const filter = { status: 1, personId: PERSON.id };
    expect(link).toHaveAttribute('href', `/staff/request/list?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(lists.find((call) => call.resource === 'information-edit-requests')!.params).toMatchObject({ filter, pagination: { page: 1, perPage: 1 } });
    expect(within(waiting).queryByText('Nothing waits on this person.')).toBeNull();
  });

  it('says nothing waits when there is no open request', async () => {
    renderDetail(0);
    const waiting = await screen.findByRole('region', { name: 'Waiting on them' });
    await waitFor(() => expect(within(waiting).getByText('Nothing waits on this person.')).toBeInTheDocument());
    expect(within(waiting).queryByRole('link')).toBeNull();
  });

  it('does not count what the user may not list', async () => {
    const { lists } = renderDetail(2, ['show']);
    await screen.findByText('İlk yardım');
    const waiting = screen.getByRole('region', { name: 'Waiting on them' });
    expect(within(waiting).getByText('Nothing waits on this person.')).toBeInTheDocument();
    expect(lists.some((call) => call.resource === 'information-edit-requests')).toBe(false);
  });
});
