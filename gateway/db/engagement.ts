// The engagement widgets' tables (migration 020): the survey and the boosted feature running for a
// franchise now (its own first, else its country's), the users' NPS answers and the franchise's
// contacts. Every statement names the franchise.
import {
  CONTACT_KINDS,
  isPanelPath,
  type BoostedFeatureReply,
  type FranchiseContact,
} from '../../src/domain/engagement';
import type { LocalisedText } from '../../src/domain/notifications';
import type { Queryable } from './db';

/** The running survey's link for the franchise at `now`, or null. */
export async function currentSurveyLink(db: Queryable, franchiseId: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ link: string }>(
    `SELECT s.link FROM surveys s
     JOIN franchises f ON f.id = $1
     WHERE (s.franchise_id = $1 OR (s.franchise_id IS NULL AND s.country_id = f.country_id))
       AND s.active AND s.starts_at <= $2 AND s.ends_at > $2
     ORDER BY (s.franchise_id IS NULL), s.starts_at DESC
     LIMIT 1`,
    [franchiseId, now.toISOString()],
  );
  return rows[0]?.link ?? null;
}

/** When the user last answered the NPS question in this franchise, or null. */
export async function lastFeedbackAt(db: Queryable, franchiseId: string, userId: string): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    `SELECT created_at FROM nps_feedback WHERE franchise_id = $1 AND user_id = $2 ORDER BY created_at DESC LIMIT 1`,
    [franchiseId, userId],
  );
  return rows[0] ? new Date(rows[0].created_at) : null;
}

/**
 * Stores an answer unless the user gave one since `since`: the check and the insert are one
 * statement, so two answers sent together cannot both pass. False when refused.
 */
export async function insertFeedback(
  db: Queryable,
  input: { franchiseId: string; userId: string; rating: number; feedback: string; from: string; now: Date; since: Date },
): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO nps_feedback (franchise_id, user_id, rating, feedback, from_path, created_at)
     SELECT $1, $2, $3, $4, $5, $6
     WHERE NOT EXISTS (SELECT 1 FROM nps_feedback WHERE franchise_id = $1 AND user_id = $2 AND created_at > $7)
     RETURNING id`,
    [input.franchiseId, input.userId, input.rating, input.feedback, input.from, input.now.toISOString(), input.since.toISOString()],
  );
  return rows.length === 1;
}

interface BoostedRow {
  title_key: string;
  description_key: string;
  title: LocalisedText;
  description: LocalisedText;
  image_url: string;
  redirect_path: string;
}

/**
 * The boosted feature running for the franchise at `now` (its own first, else its country's).
 * One whose redirect path is not a panel path is never served (the table's check is looser).
 */
export async function currentBoostedFeature(db: Queryable, franchiseId: string, now: Date): Promise<BoostedFeatureReply> {
  const { rows } = await db.query<BoostedRow>(
    `SELECT b.title_key, b.description_key, b.title, b.description, b.image_url, b.redirect_path FROM boosted_features b
     JOIN franchises f ON f.id = $1
     WHERE (b.franchise_id = $1 OR (b.franchise_id IS NULL AND b.country_id = f.country_id))
       AND b.active AND b.starts_at <= $2 AND b.ends_at > $2
     ORDER BY (b.franchise_id IS NULL), b.starts_at DESC
     LIMIT 1`,
    [franchiseId, now.toISOString()],
  );
  const row = rows[0];
  if (!row || !isPanelPath(row.redirect_path)) return { active: false, content: null };
  return {
    active: true,
    content: {
      titleKey: row.title_key,
      descriptionKey: row.description_key,
      imageCDNUrl: row.image_url,
      redirectPath: row.redirect_path,
      title: row.title,
      description: row.description,
    },
  };
}

export interface BoostedFeatureInput {
  id: string;
  countryId: string;
  franchiseId: string | null;
  active: boolean;
  titleKey: string;
  descriptionKey: string;
  title: LocalisedText;
  description: LocalisedText;
  imageUrl: string;
  redirectPath: string;
  startsAt: Date;
  endsAt: Date;
}

/** Stores a boosted feature (HQ's side: the seed, the test hooks); a redirect outside the panel is refused. */
export async function createBoostedFeature(db: Queryable, input: BoostedFeatureInput): Promise<void> {
  if (!isPanelPath(input.redirectPath)) throw new RangeError(`a boosted feature must redirect inside the panel, not to ${input.redirectPath}`);
  await db.query(
    `INSERT INTO boosted_features (id, country_id, franchise_id, active, title_key, description_key, title, description, image_url, redirect_path, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, $11, $12)`,
    [
      input.id,
      input.countryId,
      input.franchiseId,
      input.active,
      input.titleKey,
      input.descriptionKey,
      JSON.stringify(input.title),
      JSON.stringify(input.description),
      input.imageUrl,
      input.redirectPath,
      input.startsAt.toISOString(),
      input.endsAt.toISOString(),
    ],
  );
}

/** The franchise's contacts, support first. */
export async function franchiseContacts(db: Queryable, franchiseId: string): Promise<FranchiseContact[]> {
  const { rows } = await db.query<FranchiseContact>(
    `SELECT kind, name, phone, email, hours FROM franchise_contacts WHERE franchise_id = $1`,
    [franchiseId],
  );
  return [...rows].sort((a, b) => CONTACT_KINDS.indexOf(a.kind) - CONTACT_KINDS.indexOf(b.kind));
}
