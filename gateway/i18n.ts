// Error messages in the caller's language (Accept-Language: en or tr), keyed by the stable error
// code every error body carries. The panel shows the message as it is, in a toast.

import { STALE_RECORD } from '../src/domain/declaration/version';
import { ACTION_MESSAGES, ACTION_MOVED_ON } from '../src/domain/declaration/actions';
import { NOT_EDITABLE } from '../src/domain/declaration/resource';
import { PASSWORD_CHANGE_REQUIRED } from '../src/domain/passwordChange';
import { TIMESHEET_CLOCK_MISSING, TIMESHEET_CLOCK_ORDER, TIMESHEET_MESSAGES, TIMESHEET_NOTE_REQUIRED } from '../src/domain/timesheets';
import { fileCheckMessage, formatFileSize, MAX_FILE_BYTES, typeList, type SharedFileRefusal } from '../src/domain/files';

export type Language = 'en' | 'tr';

export const ERROR_CODES = [
  'VALIDATION',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'SIMULATOR_OFF',
  'NO_FREE_COURIER',
  'NO_FREE_PICKER',
  'INTERNAL',
  'UNAVAILABLE',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  PASSWORD_CHANGE_REQUIRED,
  'INVALID_CREDENTIALS',
  'REFRESH_INVALID',
  'RESET_TOKEN_INVALID',
  'CAPTCHA_FAILED',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_TOKEN_INVALID',
  'GOOGLE_USER_UNKNOWN',
  'INVALID_FILTER',
  'INVALID_SORT',
  'INVALID_RANGE',
  'INVALID_REFERENCE',
  STALE_RECORD,
  'DUPLICATE_PERSON',
  'DUPLICATE_CANDIDATE',
  'NOTHING_TO_CHANGE',
  ACTION_MOVED_ON,
  NOT_EDITABLE,
  'FAVORITES_LIMIT',
  'TIMEZONE_INVALID',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'INVALID_DATE_RANGE',
  'FILE_TYPE_REFUSED',
  'FILE_TOO_LARGE',
  'FILE_UNUSABLE',
  'FILE_CONTENT_MISMATCH',
  'FILE_INCOMPLETE',
  'FILE_ALREADY_UPLOADED',
  'UPLOAD_LINK_INVALID',
  'UPLOAD_LINK_EXPIRED',
  // issue 13, engagement widgets
  'FEEDBACK_ALREADY_GIVEN',
  // timesheets (src/domain/timesheets.ts)
  TIMESHEET_CLOCK_MISSING,
  TIMESHEET_NOTE_REQUIRED,
  TIMESHEET_CLOCK_ORDER,
  // the shift plan (gateway/routes/shift-plan.ts)
  'SHIFT_SLOT_OVERLAP',
  'SHIFT_SLOT_ON_LEAVE',
  'SHIFT_SLOT_TOO_LONG',
  'SHIFT_SLOT_STEP',
  'SHIFT_SLOT_ORDER',
  'SHIFT_SLOT_BREAK',
  'SHIFT_SLOT_NOT_IN_STATE',
  'SHIFT_SLOT_PERSON_UNFIT',
  'SHIFT_WEEK_NOT_EMPTY',
  'SHIFT_WEEK_PUBLISHED',
  // leave (gateway/resources/leaves.ts)
  'LEAVE_TYPE_NOT_OFFERED',
  'LEAVE_BOUNDS',
  'LEAVE_PERSON_INACTIVE',
  'LEAVE_OVERLAPS',
  'PUSH_SUBSCRIPTION_TAKEN',
] as const;

/** A refused file's text, the panel's own for the same check (src/domain/files.ts). */
const fileText = (reason: SharedFileRefusal, args: (language: Language) => Record<string, string> = () => ({})): Record<Language, string> => ({
  en: fileCheckMessage(reason, args('en'), 'en'),
  tr: fileCheckMessage(reason, args('tr'), 'tr'),
});

export type ErrorCode = (typeof ERROR_CODES)[number];

const MESSAGES: Record<ErrorCode, Record<Language, string>> = {
  VALIDATION: { en: 'The request is not valid.', tr: 'İstek geçerli değil.' },
  INVALID_JSON: { en: 'The request body is not valid JSON.', tr: 'İstek gövdesi geçerli bir JSON değil.' },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This content type is not supported; send JSON.',
    tr: 'Bu içerik türü desteklenmiyor; JSON gönderin.',
  },
  PAYLOAD_TOO_LARGE: { en: 'The request body is too large.', tr: 'İstek gövdesi çok büyük.' },
  BAD_REQUEST: { en: 'The request could not be understood.', tr: 'İstek anlaşılamadı.' },
  NOT_FOUND: { en: 'Not found.', tr: 'Bulunamadı.' },
  SIMULATOR_OFF: { en: 'The demo simulator is not running on this gateway.', tr: 'Bu ağ geçidinde demo simülatörü çalışmıyor.' },
  NO_FREE_COURIER: { en: 'No store of this franchise has a free courier right now.', tr: 'Bu franchise mağazalarının hiçbirinde şu anda boşta kurye yok.' },
  NO_FREE_PICKER: { en: 'No picker of this store is free to start picking right now.', tr: 'Bu mağazada şu anda toplamaya başlayabilecek boşta toplayıcı yok.' },
  INTERNAL: { en: 'Internal error', tr: 'Sunucu hatası' },
  UNAVAILABLE: { en: 'The service is not available right now.', tr: 'Hizmet şu anda kullanılamıyor.' },
  RATE_LIMITED: {
    en: 'Too many attempts. Please wait a minute and try again.',
    tr: 'Çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
  },
  UNAUTHORIZED: { en: 'Please sign in again.', tr: 'Lütfen tekrar giriş yapın.' },
  TOKEN_EXPIRED: { en: 'Your session token has expired.', tr: 'Oturum anahtarınızın süresi doldu.' },
  PASSWORD_CHANGE_REQUIRED: {
    en: 'Please change your password before using the panel.',
    tr: 'Paneli kullanmadan önce lütfen şifrenizi değiştirin.',
  },
  FORBIDDEN: { en: 'You do not have access to this.', tr: 'Buna erişim yetkiniz yok.' },
  INVALID_CREDENTIALS: { en: 'Invalid username or password.', tr: 'Kullanıcı adı veya şifre hatalı.' },
  REFRESH_INVALID: {
    en: 'Your session has ended. Please sign in again.',
    tr: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
  },
  RESET_TOKEN_INVALID: {
    en: 'This password reset link is invalid or has expired. Please request a new one.',
    tr: 'Bu şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yenisini isteyin.',
  },
  CAPTCHA_FAILED: {
    en: 'The captcha check failed. Please try again.',
    tr: 'Doğrulama (captcha) başarısız oldu. Lütfen tekrar deneyin.',
  },
  GOOGLE_NOT_CONFIGURED: {
    en: 'Google sign-in is not available.',
    tr: 'Google ile giriş kullanılamıyor.',
  },
  GOOGLE_TOKEN_INVALID: {
    en: 'Google sign-in failed. Please try again.',
    tr: 'Google ile giriş başarısız oldu. Lütfen tekrar deneyin.',
  },
  GOOGLE_USER_UNKNOWN: {
    en: 'No panel user has this Google account.',
    tr: 'Bu Google hesabına sahip bir panel kullanıcısı yok.',
  },
  INVALID_FILTER: {
    en: 'The list filter is not valid.',
    tr: 'Liste filtresi geçerli değil.',
  },
  INVALID_SORT: {
    en: 'The list cannot be sorted by this field.',
    tr: 'Liste bu alana göre sıralanamaz.',
  },
  INVALID_RANGE: {
    en: 'The requested page of the list is not valid.',
    tr: 'İstenen liste sayfası geçerli değil.',
  },
  INVALID_REFERENCE: {
    en: 'A linked record does not exist in your franchise.',
    tr: 'Bağlantılı kayıt franchise’ınızda bulunamadı.',
  },
  STALE_RECORD: {
    en: 'Someone else changed this record after you opened it. Nothing was saved.',
    tr: 'Bu kaydı siz açtıktan sonra başka biri değiştirdi. Hiçbir şey kaydedilmedi.',
  },
  DUPLICATE_PERSON: {
    en: 'This national ID belongs to %{name}, who works for your franchise. Nothing was saved.',
    tr: 'Bu kimlik numarası franchise’ınızda çalışan %{name} kişisine ait. Hiçbir şey kaydedilmedi.',
  },
  DUPLICATE_CANDIDATE: {
    en: 'This national ID belongs to %{name}, an open candidate of your franchise. Nothing was saved.',
    tr: 'Bu kimlik numarası franchise’ınızın açık adayı %{name} kişisine ait. Hiçbir şey kaydedilmedi.',
  },
  NOTHING_TO_CHANGE: {
    en: 'Every value given is the one the record already has: there is nothing to change. Nothing was saved.',
    tr: 'Verilen her değer kayıtta zaten olanla aynı: değişecek bir şey yok. Hiçbir şey kaydedilmedi.',
  },
  [ACTION_MOVED_ON]: { en: ACTION_MESSAGES.en.moved_on, tr: ACTION_MESSAGES.tr.moved_on },
  [TIMESHEET_CLOCK_MISSING]: { en: TIMESHEET_MESSAGES.en[TIMESHEET_CLOCK_MISSING], tr: TIMESHEET_MESSAGES.tr[TIMESHEET_CLOCK_MISSING] },
  [TIMESHEET_NOTE_REQUIRED]: { en: TIMESHEET_MESSAGES.en[TIMESHEET_NOTE_REQUIRED], tr: TIMESHEET_MESSAGES.tr[TIMESHEET_NOTE_REQUIRED] },
  [TIMESHEET_CLOCK_ORDER]: { en: TIMESHEET_MESSAGES.en[TIMESHEET_CLOCK_ORDER], tr: TIMESHEET_MESSAGES.tr[TIMESHEET_CLOCK_ORDER] },
  [NOT_EDITABLE]: {
    en: 'This record can no longer be edited in its current status. Nothing was saved.',
    tr: 'Bu kayıt şu anki durumunda artık düzenlenemez. Hiçbir şey kaydedilmedi.',
  },
  FAVORITES_LIMIT: {
    en: 'You have reached the maximum number of favourite pages.',
    tr: 'En fazla sayıda favori sayfaya ulaştınız.',
  },
  TIMEZONE_INVALID: {
    en: 'This time zone is not available for the chosen franchise.',
    tr: 'Bu saat dilimi seçilen franchise için kullanılamıyor.',
  },
  LINK_INVALID: {
    en: 'This download link is not valid.',
    tr: 'Bu indirme bağlantısı geçerli değil.',
  },
  LINK_EXPIRED: {
    en: 'This download link has expired. Please download the file again.',
    tr: 'Bu indirme bağlantısının süresi doldu. Lütfen dosyayı yeniden indirin.',
  },
  FILE_TYPE_REFUSED: fileText('type', () => ({ types: typeList() })),
  FILE_TOO_LARGE: fileText('size', (language) => ({ max: formatFileSize(MAX_FILE_BYTES, language) })),
  FILE_UNUSABLE: fileText('unusable'),
  // Only the gateway reads the bytes: these two have no panel text.
  FILE_CONTENT_MISMATCH: {
    en: 'The file’s content does not match its type (a file renamed to look like another is refused).',
    tr: 'Dosyanın içeriği türüyle uyuşmuyor (başka bir dosya gibi görünmesi için adı değiştirilmiş dosya kabul edilmez).',
  },
  FILE_INCOMPLETE: {
    en: 'The file arrived incomplete or changed on the way: choose it again.',
    tr: 'Dosya eksik ya da yolda değişmiş olarak geldi: yeniden seçin.',
  },
  FILE_ALREADY_UPLOADED: {
    en: 'This upload link was already used. Choose the file again.',
    tr: 'Bu yükleme bağlantısı zaten kullanıldı. Dosyayı yeniden seçin.',
  },
  UPLOAD_LINK_INVALID: { en: 'This upload link is not valid.', tr: 'Bu yükleme bağlantısı geçerli değil.' },
  UPLOAD_LINK_EXPIRED: {
    en: 'This upload link has expired. Choose the file again.',
    tr: 'Bu yükleme bağlantısının süresi doldu. Dosyayı yeniden seçin.',
  },
  PUSH_SUBSCRIPTION_TAKEN: {
    en: 'This browser\'s push subscription belongs to another user. Subscribe this browser again.',
    tr: 'Bu tarayıcının push aboneliği başka bir kullanıcıya ait. Bu tarayıcıya yeniden abone olun.',
  },
  // the shift plan
  SHIFT_SLOT_OVERLAP: {
    en: '%{name} already has a slot at %{store} from %{start} to %{end}. Nothing was saved.',
    tr: '%{name} kişisinin %{store} mağazasında %{start} - %{end} arasında zaten bir vardiyası var. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_SLOT_ON_LEAVE: {
    en: '%{name} is on approved leave from %{start} to %{end}. Nothing was saved.',
    tr: '%{name}, %{start} - %{end} arasında onaylı izinde. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_SLOT_TOO_LONG: {
    en: 'A slot lasts at most 12 hours. Nothing was saved.',
    tr: 'Bir vardiya en fazla 12 saat sürer. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_SLOT_STEP: {
    en: 'A slot starts and ends on the hour or the half hour. Nothing was saved.',
    tr: 'Bir vardiya tam saatte veya buçukta başlar ve biter. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_SLOT_ORDER: {
    en: 'A slot must end after it starts. Nothing was saved.',
    tr: 'Bir vardiya başladıktan sonra bitmelidir. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_SLOT_BREAK: {
    en: 'The break must be shorter than the slot. Nothing was saved.',
    tr: 'Mola vardiyadan kısa olmalıdır. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_SLOT_NOT_IN_STATE: {
    en: 'This slot is no longer in a status that allows this. Nothing was saved.',
    tr: 'Bu vardiya artık buna izin veren bir durumda değil. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_SLOT_PERSON_UNFIT: {
    en: '%{name} cannot take this slot: another kind of work or another store. Nothing was saved.',
    tr: '%{name} bu vardiyayı alamaz: farklı bir iş türü veya farklı bir mağaza. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_WEEK_PUBLISHED: {
    en: 'This store’s courier week is already published: its vehicle counts can no longer change. Nothing was saved.',
    tr: 'Bu mağazanın kurye haftası zaten yayınlandı: araç sayıları artık değiştirilemez. Hiçbir şey kaydedilmedi.',
  },
  SHIFT_WEEK_NOT_EMPTY: {
    en: 'The next week already has %{count} slots: nothing was copied.',
    tr: 'Sonraki haftada zaten %{count} vardiya var: hiçbir şey kopyalanmadı.',
  },
  INVALID_DATE_RANGE: {
    en: 'The date range is not valid: the end must come after the start, and the range must not be too long.',
    tr: 'Tarih aralığı geçerli değil: bitiş başlangıçtan sonra olmalı ve aralık çok uzun olmamalıdır.',
  },
  FEEDBACK_ALREADY_GIVEN: {
    en: 'You already shared your feedback recently. Thank you; we will ask again in a few months.',
    tr: 'Görüşünüzü kısa süre önce paylaştınız. Teşekkürler; birkaç ay sonra yeniden soracağız.',
  },
  LEAVE_TYPE_NOT_OFFERED: {
    en: 'This leave type is not offered in your franchise’s country. Nothing was saved.',
    tr: 'Bu izin türü franchise’ınızın ülkesinde kullanılmıyor. Hiçbir şey kaydedilmedi.',
  },
  LEAVE_BOUNDS: {
    en: 'The leave must end after it starts; a leave that is not all day must fit in one day (at most 24 hours), and a leave lasts at most 366 days. Nothing was saved.',
    tr: 'İzin başladıktan sonra bitmelidir; tam gün olmayan izin bir güne sığmalıdır (en fazla 24 saat) ve bir izin en fazla 366 gün sürer. Hiçbir şey kaydedilmedi.',
  },
  LEAVE_PERSON_INACTIVE: {
    en: 'This person no longer works for your franchise: no leave can be added. Nothing was saved.',
    tr: 'Bu kişi artık franchise’ınızda çalışmıyor: izin eklenemez. Hiçbir şey kaydedilmedi.',
  },
  LEAVE_OVERLAPS: {
    en: 'This person already has a leave on some of these days (pending, waiting for its document, or approved). Choose other days, or decline or cancel that leave first. Nothing was saved.',
    tr: 'Bu kişinin bu günlerin bazılarında zaten bir izni var (beklemede, belge bekliyor veya onaylı). Başka günler seçin ya da önce o izni reddedin veya iptal edin. Hiçbir şey kaydedilmedi.',
  },
};

/** The best of en/tr for an Accept-Language header, honouring q-values; English by default. */
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { base: tag.split('-')[0], q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    if (entry.base === 'en' || entry.base === 'tr') return entry.base;
  }
  return 'en';
}

/** The message of `code`; `args` fill its `%{name}` placeholders (a record's name, say). */
export function errorMessage(code: ErrorCode, language: Language, args?: Record<string, string>): string {
  const text = MESSAGES[code][language];
  return args ? text.replace(/%\{(\w+)\}/g, (all, name: string) => args[name] ?? all) : text;
}
