// Texts of the generated resource views (list, detail, create) that react-admin's own `ra.*`
// keys do not cover. Merged into the catalogues as app.framework.
import type { Catalogue } from './catalogue';

const en = {
  back_to_list: 'Back to %{name}',
  expiry: { expired: 'Expired', soon: 'Expires soon' },
  date_range: {
    after_end: 'Must not be after the end date',
    before_start: 'Must not be before the start date',
    shortened: 'Shortened to %{days} days: %{from} – %{to}',
  },
  validation: {
    integer: 'Must be a whole number',
    pattern: 'Does not have the expected format',
    phone: 'Must be a mobile number: 5 followed by nine digits',
    url: 'Must be a web address starting with http:// or https://',
  },
};

const tr: Catalogue<typeof en> = {
  back_to_list: '%{name} listesine dön',
  expiry: { expired: 'Süresi doldu', soon: 'Süresi doluyor' },
  date_range: {
    after_end: 'Bitiş tarihinden sonra olamaz',
    before_start: 'Başlangıç tarihinden önce olamaz',
    shortened: '%{days} güne kısaltıldı: %{from} – %{to}',
  },
  validation: {
    integer: 'Tam sayı olmalı',
    pattern: 'Beklenen biçimde değil',
    phone: 'Cep telefonu numarası olmalı: 5 ile başlayan on hane',
    url: 'http:// veya https:// ile başlayan bir web adresi olmalı',
  },
};

export const frameworkMessages = { en, tr };
