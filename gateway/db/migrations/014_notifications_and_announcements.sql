-- Notifications (spec 5: per user, per franchise) and announcements (per franchise, with each
-- user's read state). Every query is scoped by franchise and user, so the indexes lead with both.
CREATE TABLE notifications (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- {"en": ..., "tr": ...}
  title jsonb NOT NULL,
  message jsonb NOT NULL,
  body text NOT NULL DEFAULT '',
  -- JSON text as the spec sends it: {"url": ..., "courierNotificationService": {"notificationId": ...}}
  content text NOT NULL,
  extras_url text,
  audit_id text,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
-- the modal's list (newest first) and the unread count
CREATE INDEX notifications_franchise_user_created_idx ON notifications (franchise_id, user_id, created_at DESC, id DESC);
CREATE INDEX notifications_franchise_user_unread_idx ON notifications (franchise_id, user_id) WHERE NOT read;

CREATE TABLE announcements (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  title jsonb NOT NULL,
  -- HTML per language; the panel sanitizes it
  text jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX announcements_franchise_created_idx ON announcements (franchise_id, created_at DESC, id DESC);

CREATE TABLE announcement_reads (
  franchise_id text NOT NULL REFERENCES franchises (id),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  announcement_id text NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (franchise_id, user_id, announcement_id)
);
