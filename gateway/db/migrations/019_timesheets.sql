-- Timesheets (issue 12, docs/timesheets.md): one row per person and day, read by /staff/timesheet
-- (v1: scheduled and actual minutes, status, bulk approve), /staff/timesheet-v2 (clock times,
-- breaks, leave, note, editable until HQ locks the day) and /staff/tally (the month grid).
-- Every instant is a timestamptz (UTC); durations are differences of instants, so a shift across
-- a clock change (Europe/London) counts the hours that really passed. The minutes the screens show
-- are generated from the stored instants and breaks: nothing can hold a stale total.
-- The table of migration 002 held only what the badge counted; its rows are kept and given a
-- shift (09:00 UTC on their day, as long as their worked minutes) so an existing database upgrades.
ALTER TABLE timesheets
  ADD COLUMN person_id text REFERENCES people (id) ON DELETE CASCADE,
  ADD COLUMN scheduled_start timestamptz,
  ADD COLUMN scheduled_end timestamptz,
  ADD COLUMN clock_in timestamptz,
  ADD COLUMN clock_out timestamptz,
  ADD COLUMN paid_break_minutes integer NOT NULL DEFAULT 0 CHECK (paid_break_minutes BETWEEN 0 AND 720),
  ADD COLUMN unpaid_break_minutes integer NOT NULL DEFAULT 0 CHECK (unpaid_break_minutes BETWEEN 0 AND 720),
  -- minutes of the day covered by an approved leave (paid: they count towards the total)
  ADD COLUMN leave_minutes integer NOT NULL DEFAULT 0 CHECK (leave_minutes BETWEEN 0 AND 1440),
  ADD COLUMN note text,
  -- HQ locks past days: a locked day is read-only for the franchise
  ADD COLUMN locked boolean NOT NULL DEFAULT false,
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

UPDATE timesheets SET
  person_id = (SELECT p.id FROM people p WHERE p.id = timesheets.courier_id),
  scheduled_start = (work_date + time '09:00') AT TIME ZONE 'UTC',
  scheduled_end = (work_date + time '09:00') AT TIME ZONE 'UTC' + make_interval(mins => worked_minutes),
  clock_in = (work_date + time '09:00') AT TIME ZONE 'UTC',
  clock_out = (work_date + time '09:00') AT TIME ZONE 'UTC' + make_interval(mins => worked_minutes);
DELETE FROM timesheets WHERE person_id IS NULL;

ALTER TABLE timesheets
  DROP COLUMN worked_minutes,
  DROP COLUMN courier_id,
  ALTER COLUMN person_id SET NOT NULL,
  ALTER COLUMN scheduled_start SET NOT NULL,
  ALTER COLUMN scheduled_end SET NOT NULL,
  ADD CONSTRAINT timesheets_schedule_order CHECK (scheduled_end > scheduled_start),
  ADD CONSTRAINT timesheets_clock_order CHECK (clock_out IS NULL OR clock_in IS NULL OR clock_out > clock_in),
  -- a clock time is missing when exactly one of the two is there (neither: the person was absent)
  ADD COLUMN clock_missing boolean GENERATED ALWAYS AS ((clock_in IS NULL) <> (clock_out IS NULL)) STORED,
  ADD COLUMN scheduled_minutes integer GENERATED ALWAYS AS ((round(extract(epoch FROM (scheduled_end - scheduled_start)) / 60))::integer) STORED,
  -- worked: clock-out minus clock-in minus the unpaid break; 0 when absent; null while a clock time is missing
  ADD COLUMN worked_minutes integer GENERATED ALWAYS AS (
    CASE WHEN clock_in IS NULL AND clock_out IS NULL THEN 0
         WHEN clock_in IS NULL OR clock_out IS NULL THEN NULL
         ELSE (round(extract(epoch FROM (clock_out - clock_in)) / 60))::integer - unpaid_break_minutes END
  ) STORED,
  -- total: worked plus leave
  ADD COLUMN total_minutes integer GENERATED ALWAYS AS (
    CASE WHEN clock_in IS NULL AND clock_out IS NULL THEN leave_minutes
         WHEN clock_in IS NULL OR clock_out IS NULL THEN NULL
         ELSE (round(extract(epoch FROM (clock_out - clock_in)) / 60))::integer - unpaid_break_minutes + leave_minutes END
  ) STORED,
  -- total minus scheduled (negative: short of the plan)
  ADD COLUMN difference_minutes integer GENERATED ALWAYS AS (
    CASE WHEN clock_in IS NULL AND clock_out IS NULL THEN leave_minutes
         WHEN clock_in IS NULL OR clock_out IS NULL THEN NULL
         ELSE (round(extract(epoch FROM (clock_out - clock_in)) / 60))::integer - unpaid_break_minutes + leave_minutes END
    - (round(extract(epoch FROM (scheduled_end - scheduled_start)) / 60))::integer
  ) STORED;

-- One row per person and day.
CREATE UNIQUE INDEX timesheets_franchise_person_day_idx ON timesheets (franchise_id, person_id, work_date);
-- One per filter and sort of the lists (status: migration 002), led by the franchise.
CREATE INDEX timesheets_franchise_day_idx ON timesheets (franchise_id, work_date);
CREATE INDEX timesheets_franchise_warehouse_day_idx ON timesheets (franchise_id, warehouse_id, work_date);
CREATE INDEX timesheets_franchise_locked_day_idx ON timesheets (franchise_id, locked, work_date);
CREATE INDEX timesheets_franchise_difference_idx ON timesheets (franchise_id, difference_minutes);
-- The tally reads a month of the franchise by the shift's start.
CREATE INDEX timesheets_franchise_start_idx ON timesheets (franchise_id, scheduled_start);
