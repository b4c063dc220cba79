-- Web Push subscriptions (PUT /auth/webDeviceInfo): one row per browser subscription, held by the
-- user and franchise that registered it. The endpoint is the push service's address for that
-- browser: unique, so one device is never pushed twice, and never handed to another user.
CREATE TABLE push_subscriptions (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  -- the device's panel language: the push is written in it
  language text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
-- a new notification's sends: the user's subscriptions in its franchise
CREATE INDEX push_subscriptions_franchise_user_idx ON push_subscriptions (franchise_id, user_id);
