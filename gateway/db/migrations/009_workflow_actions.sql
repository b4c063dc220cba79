-- Declared workflow actions (src/domain/declaration/actions.ts, gateway/rest/actions.ts).
-- One history for every resource's actions: who ran which action on which record, when, the
-- state it moved from and to, and what the action asked for.
CREATE TABLE record_history (
  id bigserial PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  -- the declared resource's name (`people`, `information-edit-requests`)
  resource text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL,
  user_id text,
  user_name text,
  at timestamptz NOT NULL DEFAULT now(),
  -- the record's state fields before and the values the action wrote
  from_state jsonb NOT NULL DEFAULT '{}'::jsonb,
  to_state jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- the fields the action asked for, as given
  asked jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX record_history_franchise_record_idx ON record_history (franchise_id, resource, record_id, at DESC);

-- People: how employment ended (the "Deactivate" action), and whether the person is a picker
-- (a picker's store changes through the spec's picker call; its people row keeps its id).
ALTER TABLE people ADD COLUMN termination_reason integer;
ALTER TABLE people ADD COLUMN termination_date date;
ALTER TABLE people ADD COLUMN termination_note text;
ALTER TABLE people ADD COLUMN is_picker boolean NOT NULL DEFAULT false;
UPDATE people SET is_picker = true WHERE id IN (SELECT id FROM pickers);
