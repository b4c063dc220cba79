-- DTS records (resources/performance/dts-records.ts, served by the generic REST layer;
-- docs/dys.md): a rule violation head office records against a store. The minimal rows of 002
-- (a rule's title and a status, for the sidebar badge) become whole records: the rule as it stood
-- (number, title, category, priority), what happened and when, who reported it and how HQ heard
-- of it, an attached file, then the franchise's apology and HQ's decision with its penalty. Rows
-- already there keep their title and status and get neutral values for the rest.
ALTER TABLE dts_records RENAME COLUMN rule TO rule_title;
ALTER TABLE dts_records
  ADD COLUMN rule_number integer NOT NULL DEFAULT 0,
  -- src/domain/enums/dts.ts: dtsRuleCategory, dtsPriority (1 the gravest), dtsFeedbackSource
  ADD COLUMN rule_category integer NOT NULL DEFAULT 5,
  ADD COLUMN rule_priority integer NOT NULL DEFAULT 3,
  ADD COLUMN feedback_source integer NOT NULL DEFAULT 4,
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN occurred_at timestamptz,
  ADD COLUMN reporter text NOT NULL DEFAULT '',
  -- { key, name, type, size } (gateway/db/files.ts)
  ADD COLUMN attachment jsonb,
  -- the franchise's apology (status 100 -> 200)
  ADD COLUMN apology text,
  ADD COLUMN apologized_at timestamptz,
  -- head office's decision (apologyDecision) and note, closing the record (200 -> 1000), and the
  -- points it cost: src/domain/dys/points.ts's dtsPenalty of the priority and decision, written
  -- by whoever decides (the demo's HQ) so the list sorts by it and the summary sums it
  ADD COLUMN decision integer,
  ADD COLUMN decision_note text,
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN penalty double precision NOT NULL DEFAULT 0,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE dts_records SET occurred_at = created_at WHERE occurred_at IS NULL;
ALTER TABLE dts_records ALTER COLUMN occurred_at SET NOT NULL;
-- the list's default order and the summary's period, per franchise
CREATE INDEX dts_records_franchise_occurred_idx ON dts_records (franchise_id, occurred_at, id);
CREATE INDEX dts_records_franchise_warehouse_occurred_idx ON dts_records (franchise_id, warehouse_id, occurred_at);
-- the list's other filters and sorts, each led by the franchise
CREATE INDEX dts_records_franchise_rule_number_idx ON dts_records (franchise_id, rule_number);
CREATE INDEX dts_records_franchise_rule_category_idx ON dts_records (franchise_id, rule_category);
CREATE INDEX dts_records_franchise_rule_priority_idx ON dts_records (franchise_id, rule_priority);
CREATE INDEX dts_records_franchise_penalty_idx ON dts_records (franchise_id, penalty);
