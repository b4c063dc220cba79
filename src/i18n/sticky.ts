// Texts of the header's sticky widget (picker list and problematic orders), merged as sticky.*.
const en = {
  pickers: 'Pickers at work',
  problematic: 'Problematic orders',
  no_pickers: 'No picker at work',
  no_orders: 'No order is late',
  minutes: '%{minutes} min',
  hours: '%{hours} h %{minutes} min',
  in_status: 'in this status for %{duration}',
};

const tr: typeof en = {
  pickers: 'Çalışan toplayıcılar',
  problematic: 'Sorunlu siparişler',
  no_pickers: 'Çalışan toplayıcı yok',
  no_orders: 'Geciken sipariş yok',
  minutes: '%{minutes} dk',
  hours: '%{hours} sa %{minutes} dk',
  in_status: 'bu durumda %{duration}',
};

export const stickyMessages = { en, tr };
