// Head office's KDS audit forms (our model, DOMAIN.md "Performance"; docs/dys.md): per form type,
// its question groups and questions, each worth its points, in the language head office writes
// to the franchise in. An audit copies its form's texts, so a form changed later leaves past
// audits as they were.
import { kdsFormType } from '../../src/domain/enums';
import type { HqLanguage } from './head-office';

type Texts = Readonly<Record<HqLanguage, string>>;

export interface KdsFormQuestion {
  text: Texts;
  kind: 'choice' | 'number';
  points: number;
  /** A number's target, unit and whether the target is a most or a least. */
  target?: number;
  unit?: string;
  better?: 'lower' | 'higher';
}

export interface KdsFormGroup {
  title: Texts;
  questions: readonly KdsFormQuestion[];
}

const choice = (en: string, tr: string, points: number): KdsFormQuestion => ({ text: { en, tr }, kind: 'choice', points });
const measure = (en: string, tr: string, points: number, target: number, unit: string, better: 'lower' | 'higher'): KdsFormQuestion => ({
  text: { en, tr },
  kind: 'number',
  points,
  target,
  unit,
  better,
});

export const KDS_FORMS: Readonly<Record<number, readonly KdsFormGroup[]>> = {
  [kdsFormType.value('store_standards')]: [
    {
      title: { en: 'Cleanliness', tr: 'Temizlik' },
      questions: [
        choice('Floors and shelves are clean', 'Zemin ve raflar temiz', 5),
        choice('The cold room is clean and in order', 'Soğuk oda temiz ve düzenli', 5),
        choice('Waste is sorted and taken out', 'Atıklar ayrıştırılmış ve çıkarılmış', 3),
      ],
    },
    {
      title: { en: 'Product display', tr: 'Ürün teşhiri' },
      questions: [
        choice('Shelf labels match the system prices', 'Raf etiketleri sistem fiyatlarıyla aynı', 5),
        choice('No product past its date on the shelves', 'Rafta son kullanma tarihi geçmiş ürün yok', 10),
        choice('First in, first out is followed', 'İlk giren ilk çıkar kuralına uyuluyor', 5),
      ],
    },
    {
      title: { en: 'Staff', tr: 'Personel' },
      questions: [
        choice('Staff wear the uniform', 'Personel üniforma giyiyor', 3),
        choice('Hygiene rules are followed (gloves, hair)', 'Hijyen kurallarına uyuluyor (eldiven, bone)', 5),
      ],
    },
  ],
  [kdsFormType.value('food_safety')]: [
    {
      title: { en: 'Temperatures', tr: 'Sıcaklıklar' },
      questions: [
        measure('Chiller temperature', 'Soğutucu sıcaklığı', 10, 4, '°C', 'lower'),
        measure('Freezer temperature', 'Dondurucu sıcaklığı', 10, -18, '°C', 'lower'),
      ],
    },
    {
      title: { en: 'Storage', tr: 'Depolama' },
      questions: [
        choice('Raw and ready-to-eat products are kept apart', 'Çiğ ve hazır gıdalar ayrı tutuluyor', 10),
        choice('Products with allergens are labelled', 'Alerjen içeren ürünler etiketli', 5),
        choice('Pest control records are up to date', 'İlaçlama kayıtları güncel', 5),
      ],
    },
  ],
  [kdsFormType.value('cold_chain')]: [
    {
      title: { en: 'Receiving goods', tr: 'Mal kabul' },
      questions: [
        choice('The delivery temperature is logged on receipt', 'Teslimat sıcaklığı kabulde kaydediliyor', 5),
        measure('Chilled goods on receipt', 'Kabulde soğuk ürün sıcaklığı', 10, 5, '°C', 'lower'),
      ],
    },
    {
      title: { en: 'Courier bags', tr: 'Kurye çantaları' },
      questions: [
        choice('Cold bags with ice packs are in use', 'Buz aküsüyle soğuk çanta kullanılıyor', 5),
        measure('Share of bags checked that were cold enough', 'Yeterince soğuk çıkan çanta oranı', 5, 90, '%', 'higher'),
        choice('Bags are clean', 'Çantalar temiz', 3),
      ],
    },
  ],
};

/** What the auditor writes under a question that needs the franchise's attention. */
export const KDS_NOTES: Readonly<Record<HqLanguage, readonly string[]>> = {
  en: ['Put right during the visit; check it daily.', 'Needs fixing within a week.', 'Seen on the last visit too.', 'Shown to the store manager on the spot.'],
  tr: ['Ziyaret sırasında düzeltildi; her gün kontrol edilmeli.', 'Bir hafta içinde düzeltilmeli.', 'Önceki ziyarette de görüldü.', 'Mağaza müdürüne yerinde gösterildi.'],
};

export const KDS_AUDITORS: Readonly<Record<HqLanguage, readonly string[]>> = {
  en: ['Helen Carter', 'Tom Whitfield', 'Priya Shah'],
  tr: ['Selin Aydın', 'Murat Kaya', 'Ebru Şahin'],
};
