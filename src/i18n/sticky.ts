// Texts of the header's sticky widget (picker list and problematic orders), merged as sticky.*.
const en = {
  pickers: 'Pickers at work',
  problematic: 'Problematic orders',
  no_pickers: 'No picker at work',
  no_orders: 'No order is late',
  minutes: '%{smart_count} min',
  in_status: 'in this status for %{smart_count} min',
};

const tr: typeof en = {
  pickers: 'Çalışan toplayıcılar',
  problematic: 'Sorunlu siparişler',
  no_pickers: 'Çalışan toplayıcı yok',
  no_orders: 'Geciken sipariş yok',
  minutes: '%{smart_count} dk',
  in_status: 'bu durumda %{smart_count} dk',
};

export const stickyMessages = { en, tr };
