// The order detail shows the basket, amounts in the order's currency and the people; the customer
// section appears only when the gateway sent `client` (callers with order_customer_info), and an
// order error code is translated.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../src/domain/orders';
import { OrderDetailView } from '../../src/screens/orders/OrderDetailPage';
import { OrderScreenContext, type Language } from './support/orderI18n';

function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: '64b000000000000000abcdef',
    domainType: 3,
    status: 900,
    statusUpdatedAt: '2026-03-01T10:40:00.000Z',
    errorCode: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    checkoutAt: '2026-03-01T10:02:00.000Z',
    deliveredAt: '2026-03-01T10:40:00.000Z',
    canceledAt: null,
    warehouse: { warehouse: 'w1', name: 'Kadıköy', city: { _id: 'c1', name: 'İstanbul' } },
    courier: { courier: { _id: 'k1', name: 'Ali Polat' } },
    picking: { picker: { _id: 'p1', name: 'Cem Kara' } },
    assign: { courierAssignedAt: '2026-03-01T10:02:00.000Z', pickerAssignedAt: '2026-03-01T10:03:00.000Z' },
    deliveryAddress: { location: { type: 'Point', coordinates: [29, 41] } },
    totalAmount: 129.8,
    currency: 'TRY',
    pickerAssignedAt: '2026-03-01T10:03:00.000Z',
    verifiedAt: null,
    preparedAt: null,
    handoverAt: null,
    onwayAt: null,
    reachedAt: null,
    ratedAt: null,
    basket: {
      products: [{ productId: 'x1', name: 'Domates 1 kg', count: 2, price: 39.9, totalAmount: 79.8 }],
      basketAmount: 79.8,
      deliveryFee: 50,
      totalAmount: 129.8,
      currency: 'TRY',
    },
    timeline: [{ event: 1000, createdAt: '2026-03-01T10:00:00.000Z' }, { event: 2700, createdAt: '2026-03-01T10:40:00.000Z' }],
    ...overrides,
  };
}

const show = (detail: OrderDetail, language: Language = 'en') =>
  render(
    <OrderScreenContext language={language}>
      <OrderDetailView order={detail} />
    </OrderScreenContext>,
  );

describe('order detail', () => {
  it('without client data (no order_customer_info) there is no customer section at all', () => {
    show(order());
    expect(screen.queryByRole('heading', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Courier and picker' })).toBeInTheDocument();
    expect(screen.getByText('Ali Polat')).toBeInTheDocument();
  });

  it('with client data the customer’s name, phone and address show', () => {
    show(order({ client: { name: 'Gökhan Kılıç', phone: '5381650810' }, deliveryAddress: { location: { type: 'Point', coordinates: [29, 41] }, address: 'İstiklal Caddesi 1' } }));
    expect(screen.getByRole('heading', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByText('Gökhan Kılıç')).toBeInTheDocument();
    expect(screen.getByText('5381650810')).toBeInTheDocument();
    expect(screen.getByText('İstiklal Caddesi 1')).toBeInTheDocument();
  });

  it('shows the basket and amounts in the order’s currency, the status and the short id', () => {
    show(order());
    expect(screen.getByRole('heading', { name: 'Order 00ABCDEF' })).toBeInTheDocument();
    expect(screen.getByText('Domates 1 kg')).toBeInTheDocument();
    expect(screen.getAllByText(/TRY\s?129\.80/).length).toBeGreaterThan(0);
    expect(screen.getByText(/TRY\s?50\.00/)).toBeInTheDocument();
    expect(screen.getAllByText('Delivered').length).toBeGreaterThan(0);
  });

  it('translates an order error code, in Turkish too', () => {
    show(order({ status: 200, errorCode: 1370, deliveredAt: null }), 'tr');
    expect(screen.getByRole('alert')).toHaveTextContent(/Sorun/);
    expect(screen.getByRole('alert').textContent).not.toMatch(/1370/);
  });
});
