// The authenticated layout's texts: sidebar groups and links, header widgets, favourite star,
// user menu and its dialogs. Merged once into the catalogues (src/messageSections.ts) as app.layout.
import type { Catalogue } from '../i18n/catalogue';
import { defineMessages } from '../i18n/sections';

const en = {
  sidebar: { label: 'Main menu' },
  group: {
    favorites: 'Favorites',
    commercial: 'Commercial',
    inventory: 'Inventory',
    staff: 'Staff',
    performance: 'Performance',
    dys: 'DYS',
    fleet: 'Fleet',
    frequently_used: 'Frequently used',
  },
  link: {
    careers: 'Careers site',
    support: 'Support site',
    warehouse_panel: 'Warehouse panel',
    support_desk: 'Support desk',
    pilot_tool: 'Pilot tool',
    development_request_form: 'Development request form',
  },
  badge: { count: '%{count} waiting' },
  coming_soon: 'Coming soon',
  opening_page: 'Opening the page',
  widget: {
    sticky: 'Pickers and problematic orders',
    survey: 'Survey',
    notifications: 'Notifications',
    announcements: 'Announcements',
    coming_soon: 'This widget is coming soon.',
  },
  favorite: { add: 'Add to favorites', remove: 'Remove from favorites' },
  user_menu: {
    franchise: 'Change franchise',
    agreements: 'Legal agreements',
    timezone: 'Change timezone',
    language: 'Change language',
    password: 'Change password',
    push: 'Push notifications',
    sound: 'Notification sound',
  },
  language: {
    footnote: '* Translation in preparation: available to people managers only.',
    no_catalogue: '%{language} is not translated yet; the panel stays in its current language.',
  },
  franchise: { title: 'Change franchise', current: 'current', update: 'Update' },
  timezone: { title: 'Change timezone', none: 'No timezone is available for your country.' },
  agreements: {
    title: 'Legal agreements',
    accepted: 'Accepted',
    not_accepted: 'Not accepted',
    accept: 'Accept',
    download: 'Download',
    empty: 'None',
  },
};


const tr: Catalogue<typeof en> = {
  sidebar: { label: 'Ana menü' },
  group: {
    favorites: 'Favoriler',
    commercial: 'Ticari',
    inventory: 'Envanter',
    staff: 'Personel',
    performance: 'Performans',
    dys: 'DYS puanları',
    fleet: 'Filo',
    frequently_used: 'Sık kullanılanlar',
  },
  link: {
    careers: 'Kariyer sitesi',
    support: 'Destek sitesi',
    warehouse_panel: 'Depo paneli',
    support_desk: 'Destek masası',
    pilot_tool: 'Pilot aracı',
    development_request_form: 'Geliştirme talep formu',
  },
  badge: { count: '%{count} bekliyor' },
  coming_soon: 'Yakında',
  opening_page: 'Sayfa açılıyor',
  widget: {
    sticky: 'Toplayıcılar ve sorunlu siparişler',
    survey: 'Anket',
    notifications: 'Bildirimler',
    announcements: 'Duyurular',
    coming_soon: 'Bu bileşen yakında geliyor.',
  },
  favorite: { add: 'Favorilere ekle', remove: 'Favorilerden çıkar' },
  user_menu: {
    franchise: 'Franchise değiştir',
    agreements: 'Yasal sözleşmeler',
    timezone: 'Saat dilimini değiştir',
    language: 'Dili değiştir',
    password: 'Şifre değiştir',
    push: 'Anlık bildirimler',
    sound: 'Bildirim sesi',
  },
  language: {
    footnote: '* Çeviri hazırlanıyor: yalnızca personel yöneticileri seçebilir.',
    no_catalogue: '%{language} henüz çevrilmedi; panel mevcut dilinde kalıyor.',
  },
  franchise: { title: 'Franchise değiştir', current: 'mevcut', update: 'Güncelle' },
  timezone: { title: 'Saat dilimini değiştir', none: 'Ülkeniz için saat dilimi bulunmuyor.' },
  agreements: {
    title: 'Yasal sözleşmeler',
    accepted: 'Kabul edilenler',
    not_accepted: 'Kabul edilmeyenler',
    accept: 'Kabul et',
    download: 'İndir',
    empty: 'Yok',
  },
};

export const layoutMessages = defineMessages('app.layout', { en, tr });
