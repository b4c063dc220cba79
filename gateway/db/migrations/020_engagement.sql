-- The engagement widgets of issue 13: surveys (per country, or one franchise), the users' NPS
-- feedback, the boosted feature (per country, or one franchise) and each franchise's contacts.
-- HQ writes surveys, boosted features and contacts; the panel only reads them.

-- A survey runs between its dates while active; one for a franchise wins over its country's.
CREATE TABLE surveys (
  id text PRIMARY KEY,
  country_id text NOT NULL REFERENCES countries (id),
  -- null: every franchise of the country
  franchise_id text REFERENCES franchises (id),
  link text NOT NULL CHECK (link ~ '^https://'),
  active boolean NOT NULL DEFAULT true,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX surveys_franchise_starts_idx ON surveys (franchise_id, starts_at DESC);
CREATE INDEX surveys_country_starts_idx ON surveys (country_id, starts_at DESC) WHERE franchise_id IS NULL;

-- One row per answer: {rating, feedback, from, franchiseId} and who gave it, when.
CREATE TABLE nps_feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  feedback text NOT NULL DEFAULT '',
  from_path text NOT NULL,
  created_at timestamptz NOT NULL
);
-- a user's latest answer (the period check)
CREATE INDEX nps_feedback_franchise_user_created_idx ON nps_feedback (franchise_id, user_id, created_at DESC);

-- The boosted feature: title and HTML description per language, an image and a panel path.
CREATE TABLE boosted_features (
  id text PRIMARY KEY,
  country_id text NOT NULL REFERENCES countries (id),
  franchise_id text REFERENCES franchises (id),
  active boolean NOT NULL DEFAULT true,
  title_key text NOT NULL,
  description_key text NOT NULL,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  image_url text NOT NULL,
  -- a path inside the panel only: the gateway refuses any other (src/domain/engagement.ts isPanelPath)
  redirect_path text NOT NULL CHECK (redirect_path LIKE '/%' AND redirect_path NOT LIKE '//%'),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX boosted_features_franchise_starts_idx ON boosted_features (franchise_id, starts_at DESC);
CREATE INDEX boosted_features_country_starts_idx ON boosted_features (country_id, starts_at DESC) WHERE franchise_id IS NULL;

-- A franchise's contacts: one per kind (support, operations, finance).
CREATE TABLE franchise_contacts (
  franchise_id text NOT NULL REFERENCES franchises (id),
  kind text NOT NULL CHECK (kind IN ('support', 'operations', 'finance')),
  name text NOT NULL,
  phone text NOT NULL CHECK (phone ~ '^\+[0-9]{6,15}$'),
  email text NOT NULL,
  hours jsonb NOT NULL,
  PRIMARY KEY (franchise_id, kind)
);
