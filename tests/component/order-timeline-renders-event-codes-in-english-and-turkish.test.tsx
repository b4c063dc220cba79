// The order detail's timeline: every spec event code (section 4) with its label in the user's
// language, the time in the user's zone, oldest first; an unknown code still shows as its number.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderEvent } from '../../src/domain/enums';
import type { OrderTimelineEvent } from '../../src/domain/orders';
import { OrderTimeline } from '../../src/screens/orders/OrderTimeline';
import { OrderScreenContext, type Language } from './support/orderI18n';

const EVERY_EVENT: OrderTimelineEvent[] = orderEvent.values.map((event, index) => ({ event, createdAt: new Date(Date.UTC(2026, 2, 1, 9, index)).toISOString() }));

function renderTimeline(language: Language, timeZone: string, events: OrderTimelineEvent[] = EVERY_EVENT) {
  return render(
    <OrderScreenContext language={language}>
      <OrderTimeline events={events} format={{ language, timeZone }} />
    </OrderScreenContext>,
  );
}

const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('order timeline', () => {
  it.each([
    ['en', 1000, 'Basket created'],
    ['en', 1850, 'Verified'],
    ['en', 2700, 'Delivered'],
    ['en', 5000, 'Canceled by admin'],
    ['tr', 1000, 'Sepet oluşturuldu'],
    ['tr', 1400, 'Sipariş verildi'],
    ['tr', 2300, 'Yola çıktı'],
    ['tr', 1110, 'Süresi doldu'],
  ] as const)('in %s, event %i reads "%s"', (language, event, label) => {
    renderTimeline(language, 'Europe/Istanbul');
    const item = items().find((element) => element.dataset.event === String(event));
    expect(item).toBeDefined();
    expect(within(item!).getByText(label)).toBeInTheDocument();
  });

  it.each(['en', 'tr'] as const)('in %s, every spec event code has its own translated label, in the given order', (language) => {
    renderTimeline(language, 'UTC');
    const rendered = items();
    expect(rendered.map((item) => Number(item.dataset.event))).toEqual([...orderEvent.values]);
    for (const [index, item] of rendered.entries()) {
      const expected = orderEvent.label(orderEvent.values[index], language)!;
      expect(within(item).getByText(expected)).toBeInTheDocument();
    }
  });

  it('prints each time in the user’s zone, in the language’s date format', () => {
    const events = [{ event: 1400, createdAt: '2026-03-01T21:30:00.000Z' }];
    renderTimeline('en', 'Europe/Istanbul', events);
    expect(screen.getByText('2026/03/02 00:30')).toBeInTheDocument();
    renderTimeline('tr', 'UTC', events);
    expect(screen.getByText('01/03/2026 21:30')).toBeInTheDocument();
  });

  it('shows a code the spec does not list as its number, and says so when there are no events', () => {
    const { unmount } = renderTimeline('en', 'UTC', [{ event: 4242, createdAt: '2026-03-01T09:00:00.000Z' }]);
    expect(screen.getByText('4242')).toBeInTheDocument();
    unmount();
    renderTimeline('tr', 'UTC', []);
    expect(screen.getByText('Henüz olay yok')).toBeInTheDocument();
  });
});
