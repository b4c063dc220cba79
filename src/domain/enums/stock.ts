import { defineEnum } from './defineEnum';

/**
 * What moved a store's stock of a product (DOMAIN.md, Commercial and stock). A movement carries
 * its quantity signed: a sale, a transfer out and a write-off take stock away, a return, a transfer
 * in and a purchase receipt bring it, a count adjustment goes either way.
 */
export const stockMovementType = defineEnum('stockMovementType', [
  { value: 1, key: 'sale', en: 'Sale', tr: 'Satış', color: 'info' },
  { value: 2, key: 'return', en: 'Return', tr: 'İade', color: 'default' },
  { value: 3, key: 'transfer_in', en: 'Transfer in', tr: 'Gelen transfer', color: 'success' },
  { value: 4, key: 'transfer_out', en: 'Transfer out', tr: 'Giden transfer', color: 'warning' },
  { value: 5, key: 'write_off', en: 'Write-off', tr: 'Zayi', color: 'error' },
  { value: 6, key: 'count_adjustment', en: 'Count adjustment', tr: 'Sayım düzeltmesi', color: 'secondary' },
  { value: 7, key: 'purchase_receipt', en: 'Purchase receipt', tr: 'Satın alma girişi', color: 'primary' },
]);

/** The sign a movement type's quantity must carry: 1 in, -1 out, 0 either (a count adjustment). */
export const STOCK_MOVEMENT_SIGN: Readonly<Record<number, 1 | -1 | 0>> = { 1: -1, 2: 1, 3: 1, 4: -1, 5: -1, 6: 0, 7: 1 };

/** A product's shelf category (our model). */
export const productCategory = defineEnum('productCategory', [
  { value: 1, key: 'fruit_vegetables', en: 'Fruit and vegetables', tr: 'Meyve ve sebze', color: 'success' },
  { value: 2, key: 'dairy', en: 'Dairy', tr: 'Süt ürünleri', color: 'info' },
  { value: 3, key: 'bakery', en: 'Bakery', tr: 'Fırın', color: 'warning' },
  { value: 4, key: 'beverages', en: 'Beverages', tr: 'İçecekler', color: 'primary' },
  { value: 5, key: 'snacks', en: 'Snacks', tr: 'Atıştırmalıklar', color: 'secondary' },
  { value: 6, key: 'household', en: 'Household', tr: 'Ev bakım', color: 'default' },
  { value: 7, key: 'personal_care', en: 'Personal care', tr: 'Kişisel bakım', color: 'default' },
  { value: 8, key: 'frozen', en: 'Frozen', tr: 'Dondurulmuş', color: 'info' },
]);
