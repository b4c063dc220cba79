// Texts of the engagement widgets (survey button, feedback form, boosted-feature modal) and the
// notification sound's toast, merged once (src/messageSections.ts) as engagement.*.
import type { Catalogue } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/sections';

const en = {
  survey: 'Survey',
  survey_opens: 'Take the franchise survey (opens in a new tab)',
  feedback: 'Rate the panel',
  feedback_title: 'How satisfied are you with the panel?',
  feedback_rating: 'Your rating',
  feedback_text: 'Anything to tell us? (optional)',
  feedback_send: 'Send',
  feedback_sending: 'Sending…',
  feedback_rating_required: 'Please choose a rating.',
  feedback_thanks: 'Thank you for your feedback!',
  rating: {
    awful: 'Awful',
    poor: 'Poor',
    neutral: 'Neutral',
    good: 'Good',
    excellent: 'Excellent',
  },
  boosted_open: 'Show me',
  boosted_close: 'Not now',
  boosted_image: 'Illustration of the new feature',
  new_notification: 'New notification',
  new_notification_named: 'New notification: %{title}',
};

const tr: Catalogue<typeof en> = {
  survey: 'Anket',
  survey_opens: 'Franchise anketine katılın (yeni sekmede açılır)',
  feedback: 'Paneli değerlendirin',
  feedback_title: 'Panelden ne kadar memnunsunuz?',
  feedback_rating: 'Puanınız',
  feedback_text: 'Bize iletmek istediğiniz bir şey var mı? (isteğe bağlı)',
  feedback_send: 'Gönder',
  feedback_sending: 'Gönderiliyor…',
  feedback_rating_required: 'Lütfen bir puan seçin.',
  feedback_thanks: 'Geri bildiriminiz için teşekkürler!',
  rating: {
    awful: 'Çok kötü',
    poor: 'Kötü',
    neutral: 'Orta',
    good: 'İyi',
    excellent: 'Mükemmel',
  },
  boosted_open: 'Göster',
  boosted_close: 'Şimdi değil',
  boosted_image: 'Yeni özelliğin görseli',
  new_notification: 'Yeni bildirim',
  new_notification_named: 'Yeni bildirim: %{title}',
};

export const engagementMessages = defineMessages('engagement', { en, tr });
