import { definePage } from '../../src/domain/declaration/entry';
import { number, text } from '../../src/domain/declaration/fields';
import { defineSummary, type SummarySeries } from '../../src/domain/declaration/summary';

type Kind = 'successful' | 'missed' | 'potential';
const COLOR = { successful: 'success', missed: 'error', potential: 'info' } as const;
const average = (kind: Kind) => `average${kind[0]!.toUpperCase()}${kind.slice(1)}` as const;
const count = () => number({ integer: true });
// Successful last, on top: with no missed order it covers the potential line it equals.
const DRAWN: readonly Kind[] = ['potential', 'missed', 'successful'];
const KINDS: readonly Kind[] = ['successful', 'missed', 'potential'];

/** Spec 2, Commercial: order counts over time (successful, missed, potential) per store, beside the franchise's average. */
export default definePage({
  name: 'order-stats',
  path: '/commercial/order/stats',
  group: 'commercial',
  order: 20,
  icon: 'BarChart',
  access: { roles: ['stats/order_count'] },
  summary: defineSummary({
    source: 'order-counts',
    store: { param: 'warehouse' },
    fields: {
      period: text(),
      tick: text(),
      successful: count(),
      missed: count(),
      potential: count(),
      // averages over the franchise's stores keep two decimals
      averageSuccessful: number(),
      averageMissed: number(),
      averagePotential: number(),
      successRate: number({ percent: true }),
      averageSuccessRate: number({ percent: true }),
    },
    texts: { error: 'error', empty: 'empty' },
    cards: {
      title: 'cards.title',
      averageLine: 'cards.average',
      figures: [
        { value: 'successful', average: 'averageSuccessful', color: 'success' },
        // more missed orders than average is worse
        { value: 'missed', average: 'averageMissed', better: 'lower', color: 'error' },
        { value: 'potential', average: 'averagePotential', color: 'info' },
        { value: 'successRate', average: 'averageSuccessRate', color: 'primary' },
      ],
    },
    chart: {
      title: 'chart.title.{groupType}',
      label: 'chart.label',
      tick: 'tick',
      point: 'period',
      whole: true,
      series: [
        ...DRAWN.map((kind): SummarySeries => ({ id: `${kind}-average`, value: average(kind), color: COLOR[kind], dashed: true, toggles: [kind, 'average'] })),
        ...DRAWN.map((kind): SummarySeries => ({ id: kind, value: kind, color: COLOR[kind], toggles: [kind] })),
      ],
      toggles: [...KINDS.map((kind) => ({ id: kind, label: `fields.${kind}`, color: COLOR[kind] })), { id: 'average', label: 'chart.average', color: 'text', dashed: true }],
    },
    breakdown: {
      title: 'table.title',
      caption: 'table.caption',
      rowHeader: 'period',
      rowHeaderLabel: 'table.period',
      columns: KINDS.flatMap((kind) => [
        { value: kind, label: 'table.store', group: `fields.${kind}` },
        { value: average(kind), label: 'table.average', group: `fields.${kind}`, muted: true as const },
      ]),
      totalLabel: 'table.total',
    },
  }),
  messages: {
    en: {
      title: 'Order statistics',
      group_by: 'Group by',
      groups: { hour: 'Hour', day: 'Day', week: 'Week', month: 'Month' },
      from: 'From',
      to: 'To',
      fields: {
        period: 'Period',
        tick: 'Period',
        successful: 'Successful',
        missed: 'Missed',
        potential: 'Potential',
        averageSuccessful: 'Successful (Average)',
        averageMissed: 'Missed (Average)',
        averagePotential: 'Potential (Average)',
        successRate: 'Success rate',
        averageSuccessRate: 'Success rate (Average)',
      },
      showing: '%{from} – %{to} (%{count})',
      units: {
        hour: '%{smart_count} hour |||| %{smart_count} hours',
        day: '%{smart_count} day |||| %{smart_count} days',
        week: '%{smart_count} week |||| %{smart_count} weeks',
        month: '%{smart_count} month |||| %{smart_count} months',
      },
      shortened: 'Shortened to %{from} – %{to} (%{count})',
      switch_to: { day: 'Show by day', week: 'Show by week', month: 'Show by month' },
      cards: { title: 'Totals', average: 'Per-store average: %{value}' },
      chart: {
        title: { hour: 'Orders per hour', day: 'Orders per day', week: 'Orders per week', month: 'Orders per month' },
        average: 'Per-store average (dashed)',
        label: '%{title} at %{store}, %{range}: successful, missed and potential orders solid, the per-store average dashed. Numbers in the table below.',
      },
      table: { title: 'In numbers', period: 'Period', store: 'This store', average: 'Average', total: 'Total', caption: '%{title} at %{store}, %{range}' },
      empty: 'No orders in this period, neither at this store nor on average.',
      error: 'The counts could not be loaded',
    },
    tr: {
      title: 'Sipariş istatistikleri',
      group_by: 'Gruplama',
      groups: { hour: 'Saat', day: 'Gün', week: 'Hafta', month: 'Ay' },
      from: 'Başlangıç',
      to: 'Bitiş',
      fields: {
        period: 'Dönem',
        tick: 'Dönem',
        successful: 'Başarılı',
        missed: 'Kaçan',
        potential: 'Potansiyel',
        averageSuccessful: 'Başarılı (Ortalama)',
        averageMissed: 'Kaçan (Ortalama)',
        averagePotential: 'Potansiyel (Ortalama)',
        successRate: 'Başarı oranı',
        averageSuccessRate: 'Başarı oranı (Ortalama)',
      },
      showing: '%{from} – %{to} (%{count})',
      units: {
        hour: '%{smart_count} saat',
        day: '%{smart_count} gün',
        week: '%{smart_count} hafta',
        month: '%{smart_count} ay',
      },
      shortened: 'Kısaltıldı: %{from} – %{to} (%{count})',
      switch_to: { day: 'Günlük göster', week: 'Haftalık göster', month: 'Aylık göster' },
      cards: { title: 'Toplamlar', average: 'Mağaza başına ortalama: %{value}' },
      chart: {
        title: { hour: 'Saatlik siparişler', day: 'Günlük siparişler', week: 'Haftalık siparişler', month: 'Aylık siparişler' },
        average: 'Mağaza başına ortalama (kesikli)',
        label: '%{store}, %{range}, %{title}: başarılı, kaçan ve potansiyel siparişler düz, mağaza başına ortalama kesikli çizgi. Rakamlar aşağıdaki tabloda.',
      },
      table: { title: 'Rakamlarla', period: 'Dönem', store: 'Bu mağaza', average: 'Ortalama', total: 'Toplam', caption: '%{store}, %{range}, %{title}' },
      empty: 'Bu dönemde ne bu mağazada ne de ortalamada sipariş var.',
      error: 'Sayılar yüklenemedi',
    },
  },
});
