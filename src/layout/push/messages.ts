// Texts of the push consent popup and the push toggle's messages, merged once (src/messageSections.ts) as push.*.
import type { Catalogue } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/sections';

const en = {
  consent_title: 'Get notifications on this device?',
  consent_text: 'The panel can show new notifications on this device, even when the panel is in the background. You can change this later in the user menu.',
  consent_yes: 'Yes, notify me',
  consent_no: 'No, thanks',
  unsupported: 'This browser cannot show push notifications.',
  unavailable: 'Not available in this browser',
  permission_needed: 'Allow notifications for this site in your browser to turn push on.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to turn push on.',
};

const tr: Catalogue<typeof en> = {
  consent_title: 'Bu cihazda bildirim almak ister misiniz?',
  consent_text: 'Panel, arka plandayken bile yeni bildirimleri bu cihazda gösterebilir. Bunu daha sonra kullanıcı menüsünden değiştirebilirsiniz.',
  consent_yes: 'Evet, bildir',
  consent_no: 'Hayır, teşekkürler',
  unsupported: 'Bu tarayıcı anlık bildirim gösteremiyor.',
  unavailable: 'Bu tarayıcıda kullanılamıyor',
  permission_needed: 'Anlık bildirimleri açmak için tarayıcınızda bu siteye bildirim izni verin.',
  denied: 'Bu site için bildirimler engellendi. Anlık bildirimleri açmak için tarayıcı ayarlarından izin verin.',
};

export const pushMessages = defineMessages('push', { en, tr });
