-- The courier and picker programs (/staff/courier/program, /staff/picker/program;
-- docs/worker-programs.md): each worker's figures of a financial month, as HQ's monthly run
-- stores them (the seed writes a few months around today). The score and the tier are never
-- stored: the gateway derives them from these rows with the one model of src/domain
-- (programScore.ts, programTiers.ts), so a change of the model changes every month shown.
-- `month` names the financial month by the first day of the calendar month it ends in
-- (2026-12-01: 26 November to 25 December 2026).

CREATE TABLE courier_program_metrics (
  franchise_id text NOT NULL REFERENCES franchises (id),
  courier_id text NOT NULL REFERENCES couriers (id) ON DELETE CASCADE,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  hours_worked numeric(6, 1) NOT NULL CHECK (hours_worked >= 0),
  deliveries integer NOT NULL CHECK (deliveries >= 0),
  on_time_deliveries integer NOT NULL CHECK (on_time_deliveries >= 0 AND on_time_deliveries <= deliveries),
  -- mean client rating of the rated deliveries; null without one
  rating numeric(3, 2) CHECK (rating BETWEEN 1 AND 5),
  -- busy over logged-in time; null without logged-in time
  utilisation_percent numeric(4, 1) CHECK (utilisation_percent BETWEEN 0 AND 100),
  -- one row per courier and month; the list reads a franchise's month (and the one before) by it
  PRIMARY KEY (franchise_id, month, courier_id)
);
CREATE INDEX courier_program_metrics_courier_idx ON courier_program_metrics (courier_id, month);

CREATE TABLE picker_program_metrics (
  franchise_id text NOT NULL REFERENCES franchises (id),
  picker_id text NOT NULL REFERENCES pickers (id) ON DELETE CASCADE,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  hours_worked numeric(6, 1) NOT NULL CHECK (hours_worked >= 0),
  picks integer NOT NULL CHECK (picks >= 0),
  -- mean minutes from assignment to prepared; null without a pick
  avg_pick_minutes numeric(5, 2) CHECK (avg_pick_minutes >= 0),
  missing_items integer NOT NULL CHECK (missing_items >= 0),
  PRIMARY KEY (franchise_id, month, picker_id)
);
CREATE INDEX picker_program_metrics_picker_idx ON picker_program_metrics (picker_id, month);
