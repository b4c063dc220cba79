-- Core schema: places (countries, cities, franchises, warehouses), users with their roles and
-- franchises, and the auth state (sessions, refresh tokens, password-reset tokens).
-- Ids are text: seeded rows get deterministic 24-hex ids, runtime rows random UUIDs.

CREATE TABLE countries (
  id text PRIMARY KEY,
  alpha2 text NOT NULL UNIQUE,
  name text NOT NULL,
  currency_code text NOT NULL,
  phone_code text NOT NULL,
  -- [{ "timezone": "Europe/Istanbul", "id": "..." }], as the panel's Country shape carries them
  timezones jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE brands (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE cities (
  id text PRIMARY KEY,
  country_id text NOT NULL REFERENCES countries (id),
  name text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
CREATE INDEX cities_country_idx ON cities (country_id);

CREATE TABLE franchises (
  id text PRIMARY KEY,
  brand_id text NOT NULL REFERENCES brands (id),
  country_id text NOT NULL REFERENCES countries (id),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX franchises_country_idx ON franchises (country_id);
CREATE INDEX franchises_brand_idx ON franchises (brand_id);

CREATE TABLE warehouses (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  city_id text NOT NULL REFERENCES cities (id),
  name text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  -- order types served (spec section 9: 1 product, 2 food, 3 market, 4 water, 6 locals, 14 finance)
  domain_types integer[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX warehouses_franchise_idx ON warehouses (franchise_id);
CREATE INDEX warehouses_city_idx ON warehouses (city_id);

CREATE TABLE users (
  id text PRIMARY KEY,
  username text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  is_company_employee boolean NOT NULL DEFAULT false,
  force_password_change boolean NOT NULL DEFAULT false,
  is_owner boolean NOT NULL DEFAULT false,
  -- the franchise new sessions start in (the last one chosen)
  franchise_id text NOT NULL REFERENCES franchises (id),
  language text NOT NULL DEFAULT 'en',
  web_push_token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- sign-in matches usernames and Google e-mails case-insensitively
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_franchise_idx ON users (franchise_id);

-- every franchise a user may switch to
CREATE TABLE user_franchises (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  franchise_id text NOT NULL REFERENCES franchises (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, franchise_id)
);
CREATE INDEX user_franchises_franchise_idx ON user_franchises (franchise_id);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_key text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (user_id, role_key)
);

-- A signed-in session. Access tokens name it (sid) and are refused once it is revoked or past
-- its absolute expiry; refreshing never moves expires_at.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  franchise_id text NOT NULL REFERENCES franchises (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  user_agent text,
  ip text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Refresh tokens are stored only as SHA-256 hashes; each is spent once (used_at).
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
