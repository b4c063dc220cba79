// Texts of /frequently-used/contact-us, merged once (src/messageSections.ts) as contactUs.*.
import type { Catalogue } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/sections';

const en = {
  intro: 'Your franchise’s contacts at headquarters. To change them, ask your franchise manager at headquarters.',
  kind: {
    support: 'Support',
    operations: 'Operations',
    finance: 'Finance',
  },
  phone: 'Phone',
  email: 'E-mail',
  hours: 'Hours',
  call: 'Call %{name} at %{phone}',
  write: 'Write to %{name} at %{email}',
  empty: 'No contacts have been set for your franchise yet.',
  error: 'The contacts could not be loaded',
};

const tr: Catalogue<typeof en> = {
  intro: 'Franchise’ınızın merkezdeki iletişim bilgileri. Değiştirmek için merkezdeki franchise yöneticinize başvurun.',
  kind: {
    support: 'Destek',
    operations: 'Operasyon',
    finance: 'Finans',
  },
  phone: 'Telefon',
  email: 'E-posta',
  hours: 'Çalışma saatleri',
  call: '%{name} ile %{phone} numarasından görüşün',
  write: '%{name} adresine yazın: %{email}',
  empty: 'Franchise’ınız için henüz iletişim bilgisi girilmedi.',
  error: 'İletişim bilgileri yüklenemedi',
};

export const contactUsMessages = defineMessages('contactUs', { en, tr });
