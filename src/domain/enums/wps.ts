import { defineEnum } from './defineEnum';

/**
 * What a WPS point log is about (DOMAIN.md, Performance: "type (order, transfer, stock_count,
 * courier)"). Its key is the `{type}` of the log's detail path, `/dys/wps/logs/detail/{type}/{id}`,
 * a closed set the gateway checks.
 */
export const wpsType = defineEnum('wpsType', [
  { value: 1, key: 'order', en: 'Order', tr: 'Sipariş', color: 'info' },
  { value: 2, key: 'transfer', en: 'Transfer', tr: 'Transfer', color: 'default' },
  { value: 3, key: 'stock_count', en: 'Stock count', tr: 'Stok sayımı', color: 'warning' },
  { value: 4, key: 'courier', en: 'Courier', tr: 'Kurye', color: 'default' },
]);

/**
 * Why head office logged WPS points (our model): each reason belongs to one type and is worth a
 * fixed number of points, plus or minus (src/domain/dys/wps.ts), so a log's points are never a
 * free number.
 */
export const wpsReason = defineEnum('wpsReason', [
  { value: 101, key: 'late_delivery', en: 'Delivered late', tr: 'Geç teslim edildi', color: 'error' },
  { value: 102, key: 'missed_order', en: 'Order missed', tr: 'Sipariş kaçırıldı', color: 'error' },
  { value: 103, key: 'wrong_item', en: 'Wrong item sent', tr: 'Yanlış ürün gönderildi', color: 'error' },
  { value: 104, key: 'five_star_streak', en: 'Five-star streak', tr: 'Beş yıldız serisi', color: 'success' },
  { value: 201, key: 'late_receipt', en: 'Transfer received late', tr: 'Transfer geç teslim alındı', color: 'error' },
  { value: 202, key: 'quantity_mismatch', en: 'Quantity did not match the waybill', tr: 'Miktar irsaliyeyle uyuşmadı', color: 'error' },
  { value: 203, key: 'received_on_time', en: 'Transfer received on time', tr: 'Transfer zamanında teslim alındı', color: 'success' },
  { value: 301, key: 'variance_over_limit', en: 'Count variance over the limit', tr: 'Sayım farkı sınırın üstünde', color: 'error' },
  { value: 302, key: 'count_skipped', en: 'Count not done', tr: 'Sayım yapılmadı', color: 'error' },
  { value: 303, key: 'clean_count', en: 'Count without variance', tr: 'Farksız sayım', color: 'success' },
  { value: 401, key: 'no_show', en: 'Courier did not show up', tr: 'Kurye gelmedi', color: 'error' },
  { value: 402, key: 'uniform_breach', en: 'Uniform rule broken', tr: 'Kıyafet kuralına uyulmadı', color: 'warning' },
  { value: 403, key: 'top_rated', en: 'Courier rated at the top', tr: 'Kurye en yüksek puanı aldı', color: 'success' },
]);
