-- Information-edit requests (resources/staff/staff-request-list.ts): one row per changed field of a
-- person, with its old and new value; HQ decides (2 accepted, 3 rejected); a request the
-- franchise withdrew is rejected with `withdrawn` set.
CREATE TABLE information_edit_requests (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  person_id text NOT NULL REFERENCES people (id),
  -- informationEditField (ours): 1 personal phone, 2 home address, 3-5 emergency contact
  field integer NOT NULL,
  old_value text,
  new_value text,
  -- spec: 1 active, 2 accepted, 3 rejected
  status integer NOT NULL DEFAULT 1,
  withdrawn boolean NOT NULL DEFAULT false,
  decision_note text,
  decided_at timestamptz,
  request_date date NOT NULL DEFAULT CURRENT_DATE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX information_edit_requests_franchise_status_idx ON information_edit_requests (franchise_id, status);
CREATE INDEX information_edit_requests_franchise_person_idx ON information_edit_requests (franchise_id, person_id);
CREATE INDEX information_edit_requests_franchise_date_idx ON information_edit_requests (franchise_id, request_date);
CREATE INDEX information_edit_requests_franchise_decided_idx ON information_edit_requests (franchise_id, decided_at);
CREATE INDEX information_edit_requests_franchise_field_idx ON information_edit_requests (franchise_id, field);
