// The demo's announcements and notification texts, in English and Turkish: the seed writes them,
// the simulator and the test hook pick from them.
import type { LocalisedText } from '../../src/domain/notifications';

export interface AnnouncementText {
  title: LocalisedText;
  text: LocalisedText;
}

export const DEMO_ANNOUNCEMENTS: readonly AnnouncementText[] = [
  {
    title: { en: 'New delivery zones from Monday', tr: 'Pazartesiden itibaren yeni teslimat bölgeleri' },
    text: {
      en: '<p>From Monday the delivery zones of <strong>three stores</strong> change.</p><ul><li>Check the new zones on the live map.</li><li>Brief your couriers before their shift.</li></ul>',
      tr: '<p>Pazartesiden itibaren <strong>üç deponun</strong> teslimat bölgeleri değişiyor.</p><ul><li>Yeni bölgeleri canlı haritada kontrol edin.</li><li>Kuryelerinizi vardiyadan önce bilgilendirin.</li></ul>',
    },
  },
  {
    title: { en: 'Winter equipment check', tr: 'Kış ekipmanı kontrolü' },
    text: {
      en: '<p>Please make sure every courier has <em>gloves, a rain suit and working lights</em> by the end of the month.</p>',
      tr: '<p>Lütfen ay sonuna kadar her kuryenin <em>eldiveni, yağmurluğu ve çalışan farları</em> olduğundan emin olun.</p>',
    },
  },
  {
    title: { en: 'Panel maintenance on Sunday night', tr: 'Pazar gecesi panel bakımı' },
    text: {
      en: '<p>The panel will be unavailable on Sunday between <strong>03:00 and 03:30</strong>. Orders keep flowing as usual.</p>',
      tr: '<p>Panel pazar günü <strong>03:00 ile 03:30</strong> arasında kullanılamayacak. Siparişler her zamanki gibi devam eder.</p>',
    },
  },
  {
    title: { en: 'Store hygiene audits this week', tr: 'Bu hafta depo hijyen denetimleri' },
    text: {
      en: '<p>KDS audits visit every store this week. Results appear under <a href="/dys/kds/list">KDS</a>.</p>',
      tr: '<p>KDS denetimleri bu hafta tüm depoları ziyaret ediyor. Sonuçlar <a href="/dys/kds/list">KDS</a> altında görünür.</p>',
    },
  },
];

export interface NotificationText {
  title: LocalisedText;
  message: LocalisedText;
}

/** A notice of an announcement: its message is the announcement's title. */
export const announcementNotice = (title: LocalisedText): NotificationText => ({
  title: { en: 'New announcement', tr: 'Yeni duyuru' },
  message: title,
});

export const AUDIT_NOTICE: NotificationText = {
  title: { en: 'KDS audit result', tr: 'KDS denetim sonucu' },
  message: { en: 'A store audit has been completed. See the result.', tr: 'Bir depo denetimi tamamlandı. Sonucu görün.' },
};

/** The spec's url form for an announcement (its last segment is the id the panel opens). */
export const announcementUrl = (announcementId: string) => `/announcement/list/${announcementId}`;
