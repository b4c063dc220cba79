// Seed step: the engagement widgets' demo data. Surveys per country (one running, one over, one
// switched off, one to come) and one of the first Istanbul franchise's own; a boosted feature per
// country (one running, one switched off, one over); the contacts of every franchise; and NPS
// answers: the London owner answered 100 days ago (asked again), the second Istanbul franchise's
// owner session 20 days ago (not asked). Times are relative to the database's now().
import { isPanelPath } from '../../src/domain/engagement';
import type { LocalisedText } from '../../src/domain/notifications';
import type { SeedContext } from './context';

/** The demo's boosted feature: the order statistics screen. */
export const DEMO_BOOSTED_FEATURE = {
  titleKey: 'boosted.order_stats.title',
  descriptionKey: 'boosted.order_stats.description',
  title: { en: 'New: order statistics per store', tr: 'Yeni: mağaza bazında sipariş istatistikleri' },
  description: {
    en: '<p>See <strong>successful, missed and potential orders</strong> of each store over time, and compare them with the average.</p>',
    tr: '<p>Her mağazanın <strong>başarılı, kaçan ve potansiyel siparişlerini</strong> zaman içinde görün ve ortalamayla karşılaştırın.</p>',
  },
  imageUrl: '/engagement/order-stats.svg',
  redirectPath: '/commercial/order/stats',
} as const;

const SURVEY_BASE = 'https://survey.franchise.example/s/';

const HOURS: Record<string, LocalisedText> = {
  support: { en: 'Every day, 08:00-24:00', tr: 'Her gün, 08:00-24:00' },
  operations: { en: 'Monday-Saturday, 09:00-19:00', tr: 'Pazartesi-Cumartesi, 09:00-19:00' },
  finance: { en: 'Monday-Friday, 09:00-17:00', tr: 'Pazartesi-Cuma, 09:00-17:00' },
};

const CONTACT_NAMES: Record<string, Record<string, string>> = {
  TR: { support: 'Franchise Destek Hattı', operations: 'Bölge Operasyon Ekibi', finance: 'Franchise Finans' },
  GB: { support: 'Franchise Support Desk', operations: 'Regional Operations', finance: 'Franchise Finance' },
};

const PHONE_PREFIX: Record<string, string> = { TR: '+90850', GB: '+44203' };

export async function seedEngagement(ctx: SeedContext): Promise<void> {
  const { tx, random, ids } = ctx;
  const { rows: franchises } = await tx.query<{ id: string; country_id: string; alpha2: string }>(
    `SELECT f.id, f.country_id, c.alpha2 FROM franchises f JOIN countries c ON c.id = f.country_id ORDER BY f.id`,
  );
  const countries = [...new Map(franchises.map((f) => [f.country_id, f.alpha2])).entries()];

  for (const [countryId, alpha2] of countries) {
    // running, over, switched off, to come: the running one is what the button opens
    const surveys: [boolean, number, number][] = [
      [true, -10, 20],
      [true, -60, -30],
      [false, -5, 25],
      [true, 30, 60],
    ];
    for (const [active, from, to] of surveys) {
      await tx.query(
        `INSERT INTO surveys (id, country_id, franchise_id, link, active, starts_at, ends_at)
         VALUES ($1, $2, NULL, $3, $4, now() + make_interval(days => $5), now() + make_interval(days => $6))`,
        [random.id(), countryId, `${SURVEY_BASE}${alpha2.toLowerCase()}-${from < 0 && to > 0 ? 'q' : 'x'}${random.int(1000, 9999)}`, active, from, to],
      );
    }
    const features: [boolean, number, number][] = [
      [true, -3, 27],
      [false, -3, 27],
      [true, -40, -10],
    ];
    if (!isPanelPath(DEMO_BOOSTED_FEATURE.redirectPath)) throw new Error('the demo boosted feature must redirect inside the panel');
    for (const [active, from, to] of features) {
      await tx.query(
        `INSERT INTO boosted_features (id, country_id, franchise_id, active, title_key, description_key, title, description, image_url, redirect_path, starts_at, ends_at)
         VALUES ($1, $2, NULL, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, now() + make_interval(days => $10), now() + make_interval(days => $11))`,
        [
          random.id(),
          countryId,
          active,
          DEMO_BOOSTED_FEATURE.titleKey,
          DEMO_BOOSTED_FEATURE.descriptionKey,
          JSON.stringify(DEMO_BOOSTED_FEATURE.title),
          JSON.stringify(DEMO_BOOSTED_FEATURE.description),
          DEMO_BOOSTED_FEATURE.imageUrl,
          DEMO_BOOSTED_FEATURE.redirectPath,
          from,
          to,
        ],
      );
    }
  }
  // the first Istanbul franchise's own survey, which wins over its country's
  await tx.query(
    `INSERT INTO surveys (id, country_id, franchise_id, link, active, starts_at, ends_at)
     SELECT $1, country_id, id, $3, true, now() - interval '2 days', now() + interval '12 days' FROM franchises WHERE id = $2`,
    [random.id(), ids.franchises.tr1, `${SURVEY_BASE}tr1-${random.int(1000, 9999)}`],
  );

  for (const franchise of franchises) {
    const names = CONTACT_NAMES[franchise.alpha2] ?? CONTACT_NAMES.GB;
    const prefix = PHONE_PREFIX[franchise.alpha2] ?? PHONE_PREFIX.GB;
    for (const kind of ['support', 'operations', 'finance'] as const) {
      await tx.query(
        `INSERT INTO franchise_contacts (franchise_id, kind, name, phone, email, hours) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [franchise.id, kind, names[kind], `${prefix}${random.int(1000000, 9999999)}`, `${kind}-${franchise.id.slice(-4).toLowerCase()}@franchise.example`, JSON.stringify(HOURS[kind])],
      );
    }
  }

  const answers: [string | undefined, string, number, number, string][] = [
    [ids.users.gbowner, ids.franchises.gb, 4, 100, 'Works well; the live map could load faster.'],
    [ids.users.owner, ids.franchises.tr2, 5, 20, 'Çok kullanışlı.'],
  ];
  for (const [userId, franchiseId, rating, daysAgo, text] of answers) {
    if (!userId) continue;
    await tx.query(
      `INSERT INTO nps_feedback (franchise_id, user_id, rating, feedback, from_path, created_at) VALUES ($1, $2, $3, $4, '/', now() - make_interval(days => $5))`,
      [franchiseId, userId, rating, text, daysAgo],
    );
  }
}
