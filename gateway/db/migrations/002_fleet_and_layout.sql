-- Fleet (couriers, vehicles), the layout's per-user state (favourite pages, timezone, legal
-- agreements) and the minimal staff/DYS tables the sidebar badges count. Every franchise-owned
-- table carries franchise_id, and every column a list filters or sorts on is indexed as
-- (franchise_id, column): every query is scoped to one franchise first.

-- Couriers: minimal for now (a later issue adds location and availability).
CREATE TABLE couriers (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  name text NOT NULL,
  -- national form: TR 5xxxxxxxxx, GB 7xxxxxxxxx
  phone text NOT NULL,
  -- courier status (spec 4: 100 free ... 4200 refill)
  status integer NOT NULL,
  -- vehicle type (spec 9: 100 on foot ... 700 car)
  vehicle_type integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX couriers_franchise_name_idx ON couriers (franchise_id, name);
CREATE INDEX couriers_franchise_status_idx ON couriers (franchise_id, status);
CREATE INDEX couriers_franchise_vehicle_type_idx ON couriers (franchise_id, vehicle_type);
CREATE INDEX couriers_franchise_is_active_idx ON couriers (franchise_id, is_active);
CREATE INDEX couriers_franchise_warehouse_idx ON couriers (franchise_id, warehouse_id);
CREATE INDEX couriers_franchise_created_at_idx ON couriers (franchise_id, created_at);

-- Fleet vehicles.
CREATE TABLE vehicles (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  courier_id text REFERENCES couriers (id) ON DELETE SET NULL,
  plate text NOT NULL,
  -- vehicle type (spec 9) and vehicle status (spec 4: 1000 available ... 3000 inactive)
  type integer NOT NULL,
  status integer NOT NULL,
  brand text,
  model text,
  year integer,
  inspection_date date,
  insurance_date date,
  km integer,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- one plate once per franchise; also the (franchise_id, plate) sort and search index
CREATE UNIQUE INDEX vehicles_franchise_plate_key ON vehicles (franchise_id, plate);
CREATE INDEX vehicles_franchise_type_idx ON vehicles (franchise_id, type);
CREATE INDEX vehicles_franchise_status_idx ON vehicles (franchise_id, status);
CREATE INDEX vehicles_franchise_warehouse_idx ON vehicles (franchise_id, warehouse_id);
CREATE INDEX vehicles_franchise_inspection_idx ON vehicles (franchise_id, inspection_date);
CREATE INDEX vehicles_franchise_insurance_idx ON vehicles (franchise_id, insurance_date);
CREATE INDEX vehicles_franchise_updated_at_idx ON vehicles (franchise_id, updated_at);
CREATE INDEX vehicles_courier_idx ON vehicles (courier_id);

CREATE INDEX warehouses_franchise_name_idx ON warehouses (franchise_id, name);
CREATE INDEX warehouses_franchise_created_at_idx ON warehouses (franchise_id, created_at);

-- The timezone a user chose with their last franchise change ({ timezone, id }).
ALTER TABLE users ADD COLUMN timezone jsonb;

-- Favourite pages, per user and franchise; id keeps the order they were added in.
CREATE TABLE user_favorite_pages (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  franchise_id text NOT NULL REFERENCES franchises (id) ON DELETE CASCADE,
  page_path text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, franchise_id, page_path)
);

-- Legal agreements: one franchise's (franchise_id set) or every franchise's (null).
CREATE TABLE agreements (
  id text PRIMARY KEY,
  franchise_id text REFERENCES franchises (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agreements_franchise_idx ON agreements (franchise_id);

-- A user accepts an agreement on behalf of the franchise they work in.
CREATE TABLE agreement_acceptances (
  agreement_id text NOT NULL REFERENCES agreements (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  franchise_id text NOT NULL REFERENCES franchises (id) ON DELETE CASCADE,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (agreement_id, user_id, franchise_id)
);
CREATE INDEX agreement_acceptances_user_idx ON agreement_acceptances (user_id, franchise_id);

-- Minimal staff and DYS tables (later issues extend them): what the sidebar badges count.
CREATE TABLE leaves (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  courier_id text REFERENCES couriers (id) ON DELETE SET NULL,
  -- leave status (spec 4: 0 canceled, 100 pending, 200 approved, 300 declined, 400 pending for document)
  status integer NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leaves_franchise_status_idx ON leaves (franchise_id, status);

CREATE TABLE timesheets (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  courier_id text REFERENCES couriers (id) ON DELETE SET NULL,
  work_date date NOT NULL,
  worked_minutes integer NOT NULL,
  -- timesheet status (spec 4: 100 pending, 200 approved)
  status integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX timesheets_franchise_status_idx ON timesheets (franchise_id, status);

-- DTS records (performance penalties a franchise may answer with an apology); open until closed.
CREATE TABLE dts_records (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  courier_id text REFERENCES couriers (id) ON DELETE SET NULL,
  rule text NOT NULL,
  -- apology status (spec 4: 100 waiting for apology, 200 waiting for decision, 1000 closed)
  status integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dts_records_franchise_status_idx ON dts_records (franchise_id, status);
