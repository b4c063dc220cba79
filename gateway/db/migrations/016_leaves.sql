-- Leave (resources/staff/leaves.ts, served by the generic REST layer; docs/leave.md).
-- Replaces the minimal table of 002 that only fed the sidebar badge: a leave now belongs to a
-- person of the franchise, has a type (per country, src/domain/leave.ts), an all-day flag and
-- its bounds as instants, the person's workable minutes a day, a note and the document some
-- types need. Days and hours are derived by the database from the bounds (see below), so every
-- writer (the REST layer, the seed, a later import) gets the same figures.
DROP TABLE leaves;

CREATE TABLE leaves (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  person_id text NOT NULL REFERENCES people (id),
  -- the person's store when the leave was asked for (the list's store filter)
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- leave type (src/domain/enums/leaveType.ts; which ones a country offers: src/domain/leave.ts)
  type integer NOT NULL,
  -- leave status (spec 4: 0 canceled, 100 pending, 200 approved, 300 declined, 400 pending for document)
  status integer NOT NULL,
  all_day boolean NOT NULL DEFAULT true,
  -- all day: the first day's midnight and the midnight after the last day, in the user's zone;
  -- otherwise the exact start and end (end excluded)
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- what one working day of the person counts, in minutes (a full day of leave)
  workable_minutes integer NOT NULL,
  note text,
  -- the supporting document ({ key, name, type, size }, gateway/db/files.ts)
  document jsonb,
  decline_reason text,
  decided_at timestamptz,
  -- Derived. An all-day leave covers whole days of one zone, so its length is a whole number of
  -- days give or take the hour of a DST change: rounding counts the days whatever the change,
  -- and each day counts `workable_minutes`. A part-day leave counts the real minutes between its
  -- bounds (an hour of a night that loses one is not counted, one that gains one is counted once).
  days double precision GENERATED ALWAYS AS (
    CASE WHEN all_day THEN round(extract(epoch FROM (ends_at - starts_at)) / 86400)
         ELSE round((extract(epoch FROM (ends_at - starts_at)) / 60 / workable_minutes)::numeric, 2) END
  ) STORED,
  minutes integer GENERATED ALWAYS AS (
    CASE WHEN all_day THEN (round(extract(epoch FROM (ends_at - starts_at)) / 86400) * workable_minutes)::integer
         ELSE round(extract(epoch FROM (ends_at - starts_at)) / 60)::integer END
  ) STORED,
  hours double precision GENERATED ALWAYS AS (
    CASE WHEN all_day THEN round(extract(epoch FROM (ends_at - starts_at)) / 86400) * workable_minutes / 60.0
         ELSE round((extract(epoch FROM (ends_at - starts_at)) / 3600)::numeric, 2) END
  ) STORED,
  -- the list's default order: what waits on the franchise first (100 pending, 400 pending for a
  -- document), then approved, declined and canceled
  status_rank integer GENERATED ALWAYS AS (
    CASE status WHEN 100 THEN 1 WHEN 400 THEN 2 WHEN 200 THEN 3 WHEN 300 THEN 4 ELSE 5 END
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT leaves_bounds_check CHECK (ends_at > starts_at),
  CONSTRAINT leaves_workable_minutes_check CHECK (workable_minutes BETWEEN 1 AND 1440)
);
-- One per filter and sort of the list, each led by the franchise every query is scoped by.
CREATE INDEX leaves_franchise_status_idx ON leaves (franchise_id, status);
CREATE INDEX leaves_franchise_person_idx ON leaves (franchise_id, person_id, starts_at);
CREATE INDEX leaves_franchise_warehouse_idx ON leaves (franchise_id, warehouse_id);
CREATE INDEX leaves_franchise_type_idx ON leaves (franchise_id, type);
CREATE INDEX leaves_franchise_starts_at_idx ON leaves (franchise_id, starts_at);
CREATE INDEX leaves_franchise_ends_at_idx ON leaves (franchise_id, ends_at);
CREATE INDEX leaves_franchise_days_idx ON leaves (franchise_id, days);
CREATE INDEX leaves_franchise_status_rank_idx ON leaves (franchise_id, status_rank);
CREATE INDEX leaves_franchise_created_at_idx ON leaves (franchise_id, created_at);
