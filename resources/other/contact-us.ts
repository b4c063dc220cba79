import { TR_GROUP } from '../../src/domain/countries';
import { definePage } from '../../src/domain/declaration/entry';

/** Spec 2, Other: how to reach support; TR and two other countries only. The franchise's contacts, read-only (HQ keeps them). */
export default definePage({
  name: 'contact-us',
  path: '/frequently-used/contact-us',
  group: 'frequently_used',
  order: 10,
  icon: 'ContactSupport',
  access: { roles: ['contact_us'], countries: TR_GROUP },
  messages: {
    en: {
      title: 'Contact us',
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
    },
    tr: {
      title: 'Bize ulaşın',
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
    },
  },
  screen: 'contact-us',
});
