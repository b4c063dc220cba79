// What every part of the plan needs besides the week: the user's language and zone, what the user
// may do (each move's shift_plan permission, SLOT_MOVES), and the franchise's stores.
import { useMemo } from 'react';
import { canAccessRule } from '../../domain/access';
import { shiftPlanRule, SLOT_MOVES, type SlotMoveName } from '../../domain/shiftPlan';
import { useAccessSubject } from '../../framework/useAccessSubject';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { useStores } from '../../framework/views/StoreSelect';

export interface StoreOption {
  id: string;
  name: string;
}

/** The user's language and zone (the browser's until the session names one). */
export function usePlanFormat() {
  const format = usePanelFormat();
  return { language: format.language, timeZone: format.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone };
}

export function usePlanContext() {
  const format = usePlanFormat();
  const timeZone = format.timeZone;
  const { subject } = useAccessSubject();
  const may = useMemo(() => {
    const allowed = {} as Record<SlotMoveName, boolean>;
    for (const move of Object.keys(SLOT_MOVES) as SlotMoveName[]) allowed[move] = canAccessRule(subject, shiftPlanRule(SLOT_MOVES[move].permission));
    return allowed;
  }, [subject]);
  const list = useStores();
  const stores: StoreOption[] = useMemo(() => {
    const collator = new Intl.Collator(format.language);
    return (list.data ?? []).map((store) => ({ id: String(store.id), name: String(store.name) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [list.data, format.language]);
  return { language: format.language, timeZone, may, stores, storesQuery: list };
}

export type PlanContext = ReturnType<typeof usePlanContext>;
