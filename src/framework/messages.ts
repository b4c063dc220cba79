// Texts of the generated resource views (list, detail, create) that react-admin's own `ra.*`
// keys do not cover. Merged once into the catalogues (src/messageSections.ts) as app.framework.
import type { Catalogue } from '../i18n/catalogue';
import { defineMessages } from '../i18n/sections';
import { FIELD_CHECK_MESSAGES } from '../domain/declaration/fieldCheckMessages';
import { FILE_MESSAGES } from '../domain/fileMessages';


const en = {
  back_to_list: 'Back to %{name}',
  // a phone's list folds its filters behind one button that counts the active ones
  filters: { show: 'Filters', active: 'Filters (%{smart_count})' },
  phone_code: 'Country code',
  expiry: { expired: 'Expired', soon: 'Expires soon' },
  form: {
    stale: {
      title: 'Someone else changed this record',
      body: 'It was saved by someone else after you opened it, so your changes were not saved. Reload it to see their version; your values stay in the form.',
      reload: 'Reload',
      reloaded_title: 'The latest version is loaded',
      reloaded: 'Fields you changed keep your values; the others now show the latest saved ones. Save again to apply your changes over theirs.',
      theirs: 'Saved by someone else:',
    },
    restored: 'Your session had ended: the changes you had not saved are back. Save them or cancel.',
    open_linked: 'Open it',
    // a picker's search that found nothing (MUI's own "No options" is English only)
    no_match: 'Nothing matches',
  },
  load_error: {
    list: '%{name} could not be loaded',
    record: '%{name}: this record could not be loaded',
    offline: 'You are offline. It loads again by itself as soon as the connection is back.',
    unreachable: 'The server did not answer. Check your connection and try again.',
    timeout: 'The server took too long to answer (error %{status}). Try again in a moment.',
    server: 'The server ran into a problem (error %{status}). Try again in a moment.',
    retry: 'Retry',
  },
  date_range: {
    after_end: 'Must not be after the end date',
    before_start: 'Must not be before the start date',
    shortened: 'Shortened to %{days} days: %{from} – %{to}',
  },
  // a date input typed before its calendar loads (src/framework/views/fields/TypedDateInput.tsx)
  date_input: {
    open: 'Choose date',
    format: { date: 'YYYY/MM/DD', datetime: 'YYYY/MM/DD hh:mm' },
    whole: 'Enter a whole date as %{format}',
  },
  validation: {
    integer: 'Must be a whole number',
    pattern: 'Does not have the expected format',
    // The field kinds' checks, shared with the gateway (src/domain/declaration/fieldChecks.ts).
    ...FIELD_CHECK_MESSAGES.en,
    url: 'Must be a web address starting with http:// or https://',
  },
  // The file field kind's checks and input (src/domain/files.ts, shared with the gateway).
  // The period a list covers (a `period` filter, the week steppers) and its store: one wording
  // for every screen that shows them.
  period: {
    month: 'Month',
    week: 'Week',
    month_option: '%{month} (%{first} – %{last})',
    week_of: 'Week of %{start} – %{end}',
    previous_week: 'Previous week',
    next_week: 'Next week',
    this_week: 'This week',
    previous_month: 'Previous month',
    next_month: 'Next month',
    this_month: 'This month',
    // a report's quick periods (report.period.days.presets), each ending today
    presets: 'Period',
    last_days: 'Last %{smart_count} day |||| Last %{smart_count} days',
  },
  store: { label: 'Store', all: 'All stores', error: 'The stores could not be loaded', none: 'Your franchise has no store yet.' },
  // an answered form (a `questionnaire` field: a KDS audit's groups)
  questionnaire: {
    highlighted_only: 'Highlighted only',
    answered: '%{answered} of %{total} answered',
    score: 'Score',
    highlighted: 'Highlighted',
    target: 'target %{target}',
    at_most: 'target at most %{target}',
    at_least: 'target at least %{target}',
    no_answer: 'Not answered',
    note: 'Note',
    photo: 'Photo %{number} of “%{question}”',
    none_highlighted: 'Nothing in this audit is highlighted.',
  },
  // a summary's cards and its state (src/framework/views/summary/)
  summary: {
    above: '%{percent} above average',
    below: '%{percent} below average',
    same: 'Same as the average',
    updating: 'Updating',
  },
  // a row's details under it (a list's row or card)
  details: { show: 'Details', hide: 'Hide details' },
  // the pages of a list that is not react-admin's (react-admin's own use ra.navigation.*)
  pager: { per_page: 'Rows per page', page: '%{from}–%{to} of %{total}', previous: 'Previous page', next: 'Next page' },
  file: { ...FILE_MESSAGES.en },
};

const tr: Catalogue<typeof en> = {
  back_to_list: '%{name} listesine dön',
  filters: { show: 'Filtreler', active: 'Filtreler (%{smart_count})' },
  phone_code: 'Ülke kodu',
  expiry: { expired: 'Süresi doldu', soon: 'Süresi doluyor' },
  form: {
    stale: {
      title: 'Bu kaydı başka biri değiştirdi',
      body: 'Siz açtıktan sonra başka biri kaydetti, bu yüzden değişiklikleriniz kaydedilmedi. Onun sürümünü görmek için yeniden yükleyin; değerleriniz formda kalır.',
      reload: 'Yeniden yükle',
      reloaded_title: 'En son sürüm yüklendi',
      reloaded: 'Değiştirdiğiniz alanlar sizin değerlerinizi korur; diğerleri en son kaydedilenleri gösterir. Değişikliklerinizi onlarınkinin üzerine uygulamak için yeniden kaydedin.',
      theirs: 'Başka birinin kaydettiği:',
    },
    restored: 'Oturumunuz sona ermişti: kaydetmediğiniz değişiklikler geri geldi. Kaydedin ya da iptal edin.',
    open_linked: 'Kaydı aç',
    no_match: 'Eşleşen kayıt yok',
  },
  load_error: {
    list: '%{name} yüklenemedi',
    record: '%{name}: bu kayıt yüklenemedi',
    offline: 'Çevrimdışısınız. Bağlantı geri gelince kendiliğinden yeniden yüklenir.',
    unreachable: 'Sunucu yanıt vermedi. Bağlantınızı kontrol edip yeniden deneyin.',
    timeout: 'Sunucu zamanında yanıt vermedi (hata %{status}). Biraz sonra yeniden deneyin.',
    server: 'Sunucuda bir sorun oluştu (hata %{status}). Biraz sonra yeniden deneyin.',
    retry: 'Yeniden dene',
  },
  date_range: {
    after_end: 'Bitiş tarihinden sonra olamaz',
    before_start: 'Başlangıç tarihinden önce olamaz',
    shortened: '%{days} güne kısaltıldı: %{from} – %{to}',
  },
  date_input: {
    open: 'Tarih seç',
    format: { date: 'GG/AA/YYYY', datetime: 'GG/AA/YYYY ss:dd' },
    whole: 'Tarihi %{format} biçiminde eksiksiz girin',
  },
  validation: {
    integer: 'Tam sayı olmalı',
    pattern: 'Beklenen biçimde değil',
    ...FIELD_CHECK_MESSAGES.tr,
    url: 'http:// veya https:// ile başlayan bir web adresi olmalı',
  },
  period: {
    month: 'Ay',
    week: 'Hafta',
    month_option: '%{month} (%{first} – %{last})',
    week_of: '%{start} – %{end} haftası',
    previous_week: 'Önceki hafta',
    next_week: 'Sonraki hafta',
    this_week: 'Bu hafta',
    previous_month: 'Önceki ay',
    next_month: 'Sonraki ay',
    this_month: 'Bu ay',
    presets: 'Dönem',
    last_days: 'Son %{smart_count} gün',
  },
  store: { label: 'Mağaza', all: 'Tüm mağazalar', error: 'Mağazalar yüklenemedi', none: 'Franchise’ınızın henüz mağazası yok.' },
  questionnaire: {
    highlighted_only: 'Yalnızca vurgulananlar',
    answered: '%{total} sorudan %{answered} yanıtlandı',
    score: 'Puan',
    highlighted: 'Vurgulandı',
    target: 'hedef %{target}',
    at_most: 'hedef en çok %{target}',
    at_least: 'hedef en az %{target}',
    no_answer: 'Yanıtlanmadı',
    note: 'Not',
    photo: '“%{question}” fotoğrafı %{number}',
    none_highlighted: 'Bu denetimde vurgulanan bir şey yok.',
  },
  summary: {
    above: 'Ortalamanın %{percent} üstünde',
    below: 'Ortalamanın %{percent} altında',
    same: 'Ortalamayla aynı',
    updating: 'Güncelleniyor',
  },
  details: { show: 'Ayrıntılar', hide: 'Ayrıntıları gizle' },
  pager: { per_page: 'Sayfa başına satır', page: '%{from}–%{to} / %{total}', previous: 'Önceki sayfa', next: 'Sonraki sayfa' },
  file: { ...FILE_MESSAGES.tr },
};

export const frameworkMessages = defineMessages('app.framework', { en, tr });
