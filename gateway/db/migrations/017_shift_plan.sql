-- The shift plan (issue 12, /staff/plan; rules in src/domain/shiftPlan.ts, SQL in gateway/db/shift-plan.ts).
-- A slot is one shift of one store for a courier or a picker, stored in UTC.
CREATE TABLE shift_slots (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- 'courier' or 'picker'
  kind text NOT NULL CHECK (kind IN ('courier', 'picker')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- spec 9 vehicle types, couriers only
  vehicle_type integer,
  -- spec 4: 0 created, 100 published, 200 booked by employee, 300 assigned by manager, 500 deleted, 600 shared
  status integer NOT NULL DEFAULT 0,
  person_id text REFERENCES people (id),
  break_minutes integer NOT NULL DEFAULT 0,
  -- the store a shared (600) slot is offered to
  shared_with_warehouse_id text REFERENCES warehouses (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the version: a write names the one it read (409 STALE_RECORD otherwise)
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at AND ends_at - starts_at <= interval '12 hours')
);
CREATE INDEX shift_slots_franchise_warehouse_start_idx ON shift_slots (franchise_id, warehouse_id, starts_at);
CREATE INDEX shift_slots_franchise_shared_start_idx ON shift_slots (franchise_id, shared_with_warehouse_id, starts_at) WHERE shared_with_warehouse_id IS NOT NULL;
CREATE INDEX shift_slots_franchise_person_start_idx ON shift_slots (franchise_id, person_id, starts_at) WHERE person_id IS NOT NULL;
CREATE INDEX shift_slots_franchise_status_idx ON shift_slots (franchise_id, status);

-- An employee asks to change (other times) or drop a slot; the franchise decides.
CREATE TABLE shift_plan_requests (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  slot_id text NOT NULL REFERENCES shift_slots (id),
  person_id text NOT NULL REFERENCES people (id),
  -- 'change' or 'drop'
  kind text NOT NULL CHECK (kind IN ('change', 'drop')),
  -- spec 4: 100 planned, 200 waiting, 300 approved, 400 declined
  status integer NOT NULL DEFAULT 200,
  wanted_starts_at timestamptz,
  wanted_ends_at timestamptz,
  reason text,
  decision_note text,
  decided_at timestamptz,
  decided_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX shift_plan_requests_franchise_status_idx ON shift_plan_requests (franchise_id, status, created_at);
CREATE INDEX shift_plan_requests_franchise_warehouse_idx ON shift_plan_requests (franchise_id, warehouse_id, created_at);

-- How many couriers of each vehicle type a store asks for in a week (/staff/plan/courier-vehicle-counts;
-- the plan's coverage line reads it).
CREATE TABLE courier_vehicle_counts (
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  week_start date NOT NULL,
  vehicle_type integer NOT NULL,
  count integer NOT NULL CHECK (count >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (franchise_id, warehouse_id, week_start, vehicle_type)
);
