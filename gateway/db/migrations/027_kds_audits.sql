-- KDS quality audits (resources/performance/kds-audits.ts, docs/dys.md): an HQ auditor's audit of
-- a store on one form, its questions in groups with the answers, notes and photos. The franchise
-- sees an audit once head office sent it (sent_at). Scores are derived from the answers
-- (src/domain/dys/points.ts), never stored as free numbers.
CREATE TABLE kds_audits (
  id text PRIMARY KEY,
  franchise_id text NOT NULL REFERENCES franchises (id),
  warehouse_id text NOT NULL REFERENCES warehouses (id),
  -- kdsFormType
  form_type integer NOT NULL,
  auditor text NOT NULL,
  audited_at timestamptz NOT NULL,
  -- the store's audit round in the year: 1 for its first audit of the year
  round integer NOT NULL,
  completed_at timestamptz NOT NULL,
  -- null until head office sends it to the franchise: unseen before
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- the list's default order and the summary's period, per franchise
CREATE INDEX kds_audits_franchise_audited_idx ON kds_audits (franchise_id, audited_at, id);
CREATE INDEX kds_audits_franchise_warehouse_audited_idx ON kds_audits (franchise_id, warehouse_id, audited_at);
CREATE INDEX kds_audits_franchise_form_type_idx ON kds_audits (franchise_id, form_type);

-- One row per question of an audit, in its group, with the auditor's answer. earned and possible
-- are what src/domain/dys/points.ts's kdsQuestionPoints gives the answer, written with it (both
-- null: not answered, or not applicable), so SQL sums them the way the panel explains them.
CREATE TABLE kds_answers (
  audit_id text NOT NULL REFERENCES kds_audits (id) ON DELETE CASCADE,
  franchise_id text NOT NULL REFERENCES franchises (id),
  group_no integer NOT NULL,
  group_title text NOT NULL,
  question_no integer NOT NULL,
  question text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('choice', 'number')),
  -- kdsAnswer, for a choice
  answer integer,
  -- a number's measure, its target and unit, and whether the target is a most or a least
  value double precision,
  target double precision,
  unit text,
  better text CHECK (better IN ('lower', 'higher')),
  points double precision NOT NULL,
  earned double precision,
  possible double precision,
  note text,
  -- the auditor marked it for the franchise's attention
  highlighted boolean NOT NULL DEFAULT false,
  -- [{ key, name, type, size }] (gateway/db/files.ts)
  photos jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (audit_id, group_no, question_no)
);
CREATE INDEX kds_answers_franchise_audit_idx ON kds_answers (franchise_id, audit_id);

-- What the franchise reads: the audits sent to it, each with its score (the points its counted
-- questions earned out of 100), how many questions were answered of how many, how many are
-- highlighted, and its groups with their questions (the detail's `groups`).
CREATE VIEW kds_sent_audits AS
SELECT
  a.id, a.franchise_id, a.warehouse_id, a.form_type, a.auditor, a.audited_at, a.round,
  a.completed_at, a.sent_at, a.created_at, a.updated_at,
  totals.score, totals.answered, totals.total, totals.highlighted,
  parts.groups
FROM kds_audits a
CROSS JOIN LATERAL (
  SELECT
    round((100 * sum(q.earned) / nullif(sum(q.possible), 0))::numeric, 1)::double precision AS score,
    (count(*) FILTER (WHERE q.answer IS NOT NULL OR q.value IS NOT NULL))::integer AS answered,
    count(*)::integer AS total,
    (count(*) FILTER (WHERE q.highlighted))::integer AS highlighted
  FROM kds_answers q WHERE q.audit_id = a.id
) totals
CROSS JOIN LATERAL (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'no', g.group_no, 'title', g.title, 'score', g.score, 'answered', g.answered, 'total', g.total, 'questions', g.questions
    ) ORDER BY g.group_no), '[]'::jsonb) AS groups
  FROM (
    SELECT
      q.group_no,
      min(q.group_title) AS title,
      round((100 * sum(q.earned) / nullif(sum(q.possible), 0))::numeric, 1)::double precision AS score,
      (count(*) FILTER (WHERE q.answer IS NOT NULL OR q.value IS NOT NULL))::integer AS answered,
      count(*)::integer AS total,
      jsonb_agg(jsonb_build_object(
        'no', q.question_no, 'text', q.question, 'kind', q.kind, 'answer', q.answer, 'value', q.value,
        'target', q.target, 'unit', q.unit, 'better', q.better, 'note', q.note,
        'highlighted', q.highlighted, 'photos', q.photos
      ) ORDER BY q.question_no) AS questions
    FROM kds_answers q WHERE q.audit_id = a.id
    GROUP BY q.group_no
  ) g
) parts
WHERE a.sent_at IS NOT NULL;
