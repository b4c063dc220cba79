// What the screen shows lives in the address (?warehouse=&group=&from=&to=), so a reload or a
// shared link opens the same view. Changes replace the history entry: the back button leaves
// the screen rather than stepping through every toggle.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CountGroupType } from '../../domain/orders';
import { COUNT_GROUP_TYPES } from '../../domain/orderCountLimits';

export const DEFAULT_GROUP_TYPE: CountGroupType = 'day';

export interface StatsInputs {
  warehouse: string | null;
  groupType: CountGroupType;
  /** The picked days as typed (`YYYY-MM-DD`); the period resolves and clamps them. */
  from: string | null;
  to: string | null;
}

export type StatsInputsChange = Partial<StatsInputs>;

export function readStatsInputs(params: URLSearchParams): StatsInputs {
  const group = params.get('group');
  return {
    warehouse: params.get('warehouse') || null,
    groupType: (COUNT_GROUP_TYPES as readonly string[]).includes(group ?? '') ? (group as CountGroupType) : DEFAULT_GROUP_TYPE,
    from: params.get('from') || null,
    to: params.get('to') || null,
  };
}

export function useStatsInputs(): [StatsInputs, (change: StatsInputsChange) => void] {
  const [params, setParams] = useSearchParams();
  const inputs = readStatsInputs(params);
  const change = useCallback(
    (patch: StatsInputsChange) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const keys: Record<keyof StatsInputs, string> = { warehouse: 'warehouse', groupType: 'group', from: 'from', to: 'to' };
          for (const [field, value] of Object.entries(patch) as [keyof StatsInputs, string | null | undefined][]) {
            if (value) next.set(keys[field], value);
            else next.delete(keys[field]);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [inputs, change];
}
