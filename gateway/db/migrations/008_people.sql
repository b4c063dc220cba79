-- Staff: every person of a franchise (resources/staff/people.ts, served by the generic REST layer).
-- A courier or picker keeps the id of its couriers / pickers row, so later screens can join them.
CREATE TABLE people (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  name text NOT NULL,
  -- TR: the 11-digit T.C. kimlik no; GB: the National Insurance number
  national_id text,
  -- staff type (spec 9: 1 payroll courier, 2 store assistant, 3-7 courier variants)
  staff_type integer NOT NULL,
  -- work type (spec 9: 1 full time, 2 part time)
  work_type integer NOT NULL,
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- national form: TR 5xxxxxxxxx, GB 7xxxxxxxxx
  work_phone text,
  personal_phone text,
  email text,
  is_active boolean NOT NULL DEFAULT true,
  birth_date date,
  -- spec 5 notation: '0 Rh+', 'AB Rh-'
  blood_group text,
  employment_start_date date,
  -- whole, spaces removed; the gateway masks it in replies (gateway/rest/mask.ts)
  iban text,
  home_address text,
  emergency_contact_name text,
  emergency_contact_relation text,
  emergency_contact_phone text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One per filter and sort of the list, each led by the franchise every query is scoped by.
CREATE INDEX people_franchise_name_idx ON people (franchise_id, name);
CREATE INDEX people_franchise_national_id_idx ON people (franchise_id, national_id);
CREATE INDEX people_franchise_staff_type_idx ON people (franchise_id, staff_type);
CREATE INDEX people_franchise_work_type_idx ON people (franchise_id, work_type);
CREATE INDEX people_franchise_warehouse_idx ON people (franchise_id, warehouse_id);
CREATE INDEX people_franchise_is_active_idx ON people (franchise_id, is_active);
CREATE INDEX people_franchise_employment_start_idx ON people (franchise_id, employment_start_date);
