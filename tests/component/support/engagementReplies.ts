// The engagement calls' replies as the real gateway gives them to the seeded owner (the shapes
// are checked against the gateway's own answers in
// tests/gateway/engagement-calls-are-scoped-validated-and-ask-for-feedback-once-per-period.test.ts).
import type { BoostedFeatureReply, ContactsReply, FeedbackReply, FeedbackStatusReply, SurveyLinkReply } from '../../../src/domain/engagement';

export const SURVEY_ACTIVE: SurveyLinkReply = { link: 'https://survey.franchise.example/s/tr1-4821', active: true };
export const SURVEY_NONE: SurveyLinkReply = { link: null, active: false };

export const FEEDBACK_DUE: FeedbackStatusReply = { due: true, answeredAt: null };
export const FEEDBACK_SENT: FeedbackReply = { success: true, answeredAt: '2026-11-26T20:15:00.000Z' };

export const BOOSTED_ACTIVE: BoostedFeatureReply = {
  active: true,
  content: {
    titleKey: 'boosted.order_stats.title',
    descriptionKey: 'boosted.order_stats.description',
    imageCDNUrl: '/engagement/order-stats.svg',
    redirectPath: '/commercial/order/stats',
    title: { en: 'New: order statistics per store', tr: 'Yeni: mağaza bazında sipariş istatistikleri' },
    description: {
      en: '<p>See <strong>successful, missed and potential orders</strong> of each store over time, and compare them with the average.</p>',
      tr: '<p>Her mağazanın <strong>başarılı, kaçan ve potansiyel siparişlerini</strong> zaman içinde görün ve ortalamayla karşılaştırın.</p>',
    },
  },
};
export const BOOSTED_NONE: BoostedFeatureReply = { active: false, content: null };

export const CONTACTS: ContactsReply = {
  contacts: [
    { kind: 'support', name: 'Franchise Destek Hattı', phone: '+908504417322', email: 'support-0c2a@franchise.example', hours: { en: 'Every day, 08:00-24:00', tr: 'Her gün, 08:00-24:00' } },
    { kind: 'operations', name: 'Bölge Operasyon Ekibi', phone: '+908502290415', email: 'operations-0c2a@franchise.example', hours: { en: 'Monday-Saturday, 09:00-19:00', tr: 'Pazartesi-Cumartesi, 09:00-19:00' } },
    { kind: 'finance', name: 'Franchise Finans', phone: '+908507781140', email: 'finance-0c2a@franchise.example', hours: { en: 'Monday-Friday, 09:00-17:00', tr: 'Pazartesi-Cuma, 09:00-17:00' } },
  ],
};
