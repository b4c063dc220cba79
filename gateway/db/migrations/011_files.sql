-- Files uploaded for a record's `file` field (src/domain/files.ts; gateway/routes/files.ts): the
-- metadata here, the bytes in the gateway's file storage (gateway/files/storage.ts) under
-- <franchise_id>/<key>. A row is written only once its bytes passed every check and are stored.
CREATE TABLE files (
  key text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  name text NOT NULL,
  type text NOT NULL,
  size integer NOT NULL,
  uploaded_by text NOT NULL,
  -- "<resource>/<record id>/<field>" once a saved record holds it: a file belongs to one record
  attached_to text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_franchise_key_idx ON files (franchise_id, key);
CREATE INDEX files_franchise_attached_to_idx ON files (franchise_id, attached_to);

-- The vehicle's registration document (resources/fleet/vehicles.ts, a `file` field): the file's
-- reference { key, name, type, size }.
ALTER TABLE vehicles ADD COLUMN registration_document jsonb;
