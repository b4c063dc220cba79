// Texts of the generated resource views (list, detail, create) that react-admin's own `ra.*`
// keys do not cover. Merged into the catalogues as app.framework.
import type { Catalogue } from './catalogue';

const en = {
  back_to_list: 'Back to %{name}',
  expiry: { expired: 'Expired', soon: 'Expires soon' },
  load_error: {
    list: '%{name} could not be loaded',
    record: '%{name}: this record could not be loaded',
    offline: 'You are offline. It loads again by itself as soon as the connection is back.',
    unreachable: 'The server did not answer. Check your connection and try again.',
    timeout: 'The server took too long to answer (error %{status}). Try again in a moment.',
    server: 'The server ran into a problem (error %{status}). Try again in a moment.',
    retry: 'Retry',
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
  load_error: {
    list: '%{name} yüklenemedi',
    record: '%{name}: bu kayıt yüklenemedi',
    offline: 'Çevrimdışısınız. Bağlantı geri gelince kendiliğinden yeniden yüklenir.',
    unreachable: 'Sunucu yanıt vermedi. Bağlantınızı kontrol edip yeniden deneyin.',
    timeout: 'Sunucu zamanında yanıt vermedi (hata %{status}). Biraz sonra yeniden deneyin.',
    server: 'Sunucuda bir sorun oluştu (hata %{status}). Biraz sonra yeniden deneyin.',
    retry: 'Yeniden dene',
  },
  validation: {
    integer: 'Tam sayı olmalı',
    pattern: 'Beklenen biçimde değil',
    phone: 'Cep telefonu numarası olmalı: 5 ile başlayan on hane',
    url: 'http:// veya https:// ile başlayan bir web adresi olmalı',
  },
};

export const frameworkMessages = { en, tr };
