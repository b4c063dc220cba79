// Texts of the header's sticky widget (picker list and problematic orders), merged once (src/messageSections.ts) as sticky.*.
import type { Catalogue } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/sections';

const en = {
  badge: '%{smart_count} problematic order |||| %{smart_count} problematic orders',
  pickers: 'Pickers at work',
  problematic: 'Problematic orders',
  no_pickers: 'No picker at work',
  no_orders: 'No order is late',
  pickers_error: 'The pickers at work could not be loaded',
  problematic_error: 'The problematic orders could not be loaded',
  picker: 'Picker: %{name}',
  courier: 'Courier: %{name}',
  shown: 'The %{shown} longest waiting of %{total}',
  minutes: '%{minutes} min',
  hours: '%{hours} h %{minutes} min',
  in_status: 'in this status for %{duration}',
};

const tr: Catalogue<typeof en> = {
  badge: '%{smart_count} sorunlu sipariş',
  pickers: 'Çalışan toplayıcılar',
  problematic: 'Sorunlu siparişler',
  no_pickers: 'Çalışan toplayıcı yok',
  no_orders: 'Geciken sipariş yok',
  pickers_error: 'Çalışan toplayıcılar yüklenemedi',
  problematic_error: 'Sorunlu siparişler yüklenemedi',
  picker: 'Toplayıcı: %{name}',
  courier: 'Kurye: %{name}',
  shown: '%{total} siparişin en uzun bekleyen %{shown} tanesi',
  minutes: '%{minutes} dk',
  hours: '%{hours} sa %{minutes} dk',
  in_status: 'bu durumda %{duration}',
};

export const stickyMessages = defineMessages('sticky', { en, tr });
