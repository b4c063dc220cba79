// What the plan shows lives in the address (?store=&kind=&week=), so a reload or a shared link
// opens the same week. Changes replace the history entry.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SLOT_KINDS, type SlotKind } from '../../domain/shiftPlan';

export interface PlanInputs {
  store: string | null;
  kind: SlotKind;
  /** Any day of the week to show (`YYYY-MM-DD`); null: this week. */
  week: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function usePlanInputs(): [PlanInputs, (change: Partial<PlanInputs>) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const week = params.get('week');
  const inputs: PlanInputs = {
    store: params.get('store') || null,
    kind: SLOT_KINDS.includes(kind as SlotKind) ? (kind as SlotKind) : 'courier',
    week: week && DAY.test(week) ? week : null,
  };
  const change = useCallback(
    (patch: Partial<PlanInputs>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value) next.set(key, String(value));
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [inputs, change];
}
