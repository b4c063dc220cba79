-- Each store's equipment rights and the log of their changes (resources/commercial/equipments.ts;
-- DOMAIN.md, Equipments; docs/commercial.md). Read-only for the franchise.

-- A right: per store, vehicle kind (vehicleType: 200 motorbike, 700 car) and item
-- (equipmentItem), the count head office allocated and how many are left.
CREATE TABLE equipments (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  vehicle_type integer NOT NULL CHECK (vehicle_type IN (200, 700)),
  item integer NOT NULL,
  initial_count integer NOT NULL CHECK (initial_count >= 0),
  remaining integer NOT NULL CHECK (remaining >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- the last change's time
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (franchise_id, warehouse_id, vehicle_type, item)
);
CREATE INDEX equipments_vehicle_idx ON equipments (franchise_id, vehicle_type, item);
CREATE INDEX equipments_item_idx ON equipments (franchise_id, item);
CREATE INDEX equipments_remaining_idx ON equipments (franchise_id, remaining);
CREATE INDEX equipments_initial_idx ON equipments (franchise_id, initial_count);
CREATE INDEX equipments_updated_idx ON equipments (franchise_id, updated_at);

-- A right's changes, signed (-1 handed out, +1 returned, +n allocated), with the rights left after
-- it: the latest change's remaining_after is the right's remaining.
CREATE TABLE equipment_changes (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  equipment_id text NOT NULL REFERENCES equipments (id),
  changed_at timestamptz NOT NULL,
  change integer NOT NULL CHECK (change <> 0),
  remaining_after integer NOT NULL CHECK (remaining_after >= 0),
  -- equipmentChangeReason
  reason integer NOT NULL,
  changed_by text NOT NULL,
  note text NOT NULL DEFAULT ''
);
-- the detail's log: one right of the franchise, newest first
CREATE INDEX equipment_changes_equipment_idx ON equipment_changes (franchise_id, equipment_id, changed_at);
CREATE INDEX equipment_changes_changed_idx ON equipment_changes (franchise_id, changed_at);
