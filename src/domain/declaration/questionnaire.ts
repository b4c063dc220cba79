// The value of a `questionnaire` field (./fields.ts): an answered form as the gateway sends it,
// its questions in groups. Scores are the gateway's, from the answers (a KDS audit's:
// src/domain/dys/points.ts); the panel shows them as they come.
import type { FileRef } from '../files';

export interface QuestionnaireQuestion {
  no: number;
  text: string;
  /** A multiple-choice answer (a value of the field's `answers`), or a measured number against its target. */
  kind: 'choice' | 'number';
  answer: number | null;
  value: number | null;
  target: number | null;
  unit: string | null;
  better: 'lower' | 'higher' | null;
  note: string | null;
  /** Marked for the reader's attention. */
  highlighted: boolean;
  photos: FileRef[];
}

export interface QuestionnaireGroup {
  no: number;
  title: string;
  /** 0-100; null when none of its questions counts. */
  score: number | null;
  answered: number;
  total: number;
  questions: QuestionnaireQuestion[];
}

/** The photos of every question of a questionnaire's value, for the gateway to link each one. */
export function mapQuestionnairePhotos(groups: unknown, map: (photo: FileRef) => FileRef): unknown {
  if (!Array.isArray(groups)) return groups;
  return (groups as QuestionnaireGroup[]).map((group) => ({
    ...group,
    questions: group.questions.map((question) => ({ ...question, photos: question.photos.map(map) })),
  }));
}
