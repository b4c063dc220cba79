// Texts the live maps share (/map/live and /map/liveMapV2): the live indicator, counts, legend and
// the card of a selected courier, order or store. Merged once into the catalogues (src/messageSections.ts) as liveMap.*.
import type { Catalogue } from '../../i18n/catalogue';
import { defineMessages } from '../../i18n/sections';


const en = {
  status: { connected: 'Live', connecting: 'Connecting…', disconnected: 'Reconnecting…', idle: 'Not connected' },
  counts: {
    couriers: '%{smart_count} courier |||| %{smart_count} couriers',
    orders: '%{smart_count} active order |||| %{smart_count} active orders',
    warehouses: '%{smart_count} store |||| %{smart_count} stores',
  },
  kind: { courier: 'Courier', order: 'Order', warehouse: 'Store' },
  legend: { title: 'Legend', couriers: 'Couriers', orders: 'Orders', warehouse: 'Store' },
  card: {
    label: '%{kind} %{name}',
    status: 'Status',
    vehicle: 'Vehicle',
    current_order: 'Current order',
    warehouse: 'Store',
    courier: 'Courier',
    picker: 'Picker',
    created: 'Created',
    located: 'Position at',
    none: 'None',
    unknown: 'Unknown',
    open_order: 'Open order details',
    close: 'Close',
  },
};

const tr: Catalogue<typeof en> = {
  status: { connected: 'Canlı', connecting: 'Bağlanıyor…', disconnected: 'Yeniden bağlanıyor…', idle: 'Bağlı değil' },
  counts: {
    couriers: '%{smart_count} kurye',
    orders: '%{smart_count} aktif sipariş',
    warehouses: '%{smart_count} mağaza',
  },
  kind: { courier: 'Kurye', order: 'Sipariş', warehouse: 'Mağaza' },
  legend: { title: 'Açıklama', couriers: 'Kuryeler', orders: 'Siparişler', warehouse: 'Mağaza' },
  card: {
    label: '%{kind} %{name}',
    status: 'Durum',
    vehicle: 'Araç',
    current_order: 'Mevcut sipariş',
    warehouse: 'Mağaza',
    courier: 'Kurye',
    picker: 'Toplayıcı',
    created: 'Oluşturulma',
    located: 'Konum zamanı',
    none: 'Yok',
    unknown: 'Bilinmiyor',
    open_order: 'Sipariş detayını aç',
    close: 'Kapat',
  },
};

export const liveMapMessages = defineMessages('liveMap', { en, tr });
