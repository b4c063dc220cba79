-- Staff: candidates (resources/staff/candidates.ts, served by the generic REST layer). A candidate
-- is created as 0 (draft); the spec's candidate-form statuses are 0-9
-- (src/domain/enums/candidateForm.ts). Their history (created, sent, cancelled, HQ's moves) is the
-- workflow's record_history (migration 009), resource 'candidates'.
CREATE TABLE candidates (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  -- general
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- worker type: a staff type (spec 9)
  worker_type integer NOT NULL,
  employment_start_date date,
  -- personal
  name text NOT NULL,
  surname text NOT NULL,
  -- TR: the 11-digit T.C. kimlik no (checked); seeded GB candidates hold a National Insurance number
  national_id text NOT NULL,
  birth_date date,
  -- src/domain/enums/gender.ts
  gender integer,
  -- contact: the phone with its country code, "+90 5321234567"
  phone text,
  email text,
  address text,
  emergency_contact_name text,
  emergency_contact_phone text,
  -- employment: whole, spaces removed; masked in replies to callers without update
  iban text,
  driving_licence text,
  -- health: spec 5 notation, '0 Rh+'
  blood_group text,
  -- the uploaded documents: a list of file references (src/domain/files.ts), any spec type
  documents jsonb,
  status integer NOT NULL DEFAULT 0,
  reason text,
  -- why it was last cancelled (the franchise) or sent back for missing information (HQ)
  status_reason text,
  -- the person created when HQ approves the candidate
  person_id text REFERENCES people (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One per filter and sort of the list, each led by the franchise every query is scoped by.
CREATE INDEX candidates_franchise_status_idx ON candidates (franchise_id, status);
CREATE INDEX candidates_franchise_national_id_idx ON candidates (franchise_id, national_id);
CREATE INDEX candidates_franchise_name_idx ON candidates (franchise_id, name);
CREATE INDEX candidates_franchise_worker_type_idx ON candidates (franchise_id, worker_type);
CREATE INDEX candidates_franchise_warehouse_idx ON candidates (franchise_id, warehouse_id);
CREATE INDEX candidates_franchise_created_idx ON candidates (franchise_id, created_at);
CREATE INDEX candidates_franchise_surname_idx ON candidates (franchise_id, surname);
CREATE INDEX candidates_franchise_employment_start_idx ON candidates (franchise_id, employment_start_date);

