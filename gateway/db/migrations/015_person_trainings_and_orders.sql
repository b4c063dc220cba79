-- A person's detail (resources/staff/people.ts, show.related): their trainings and their recent
-- orders, each served read-only by the generic REST layer filtered by the person's id.

-- Trainings a person completed (DOMAIN.md, Staff: "trainings"); valid_until null: never expires.
CREATE TABLE person_trainings (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  person_id text NOT NULL REFERENCES people (id),
  name text NOT NULL,
  completed_on date NOT NULL,
  valid_until date,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- the detail's list: one person of the franchise, newest first
CREATE INDEX person_trainings_franchise_person_idx ON person_trainings (franchise_id, person_id, completed_on);
-- and sorted alone (the list's sortable column)
CREATE INDEX person_trainings_franchise_completed_idx ON person_trainings (franchise_id, completed_on);

-- The orders a person carried (as a courier) or picked (as a picker): a courier or picker person
-- keeps the id of its couriers / pickers row (008), so the person's id is the order's courier_id
-- or picker_id. One row per order and role; the detail reads the latest 20 of one person.
CREATE INDEX orders_franchise_courier_created_idx ON orders (franchise_id, courier_id, created_at);
CREATE INDEX orders_franchise_picker_created_idx ON orders (franchise_id, picker_id, created_at);
CREATE VIEW person_orders AS
  SELECT id, franchise_id, courier_id AS person_id, status, warehouse_id, created_at
  FROM orders WHERE courier_id IS NOT NULL
  UNION ALL
  SELECT id, franchise_id, picker_id AS person_id, status, warehouse_id, created_at
  FROM orders WHERE picker_id IS NOT NULL;
