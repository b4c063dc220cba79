import { useQuery } from '@tanstack/react-query';
import { useListContext } from 'react-admin';
import type { PickerPlan } from '../../domain/callTypes';
import { useCalls } from '../../framework/calls';
import { usePanelFormat } from '../../framework/views/fields/usePanelFormat';
import { monthInstants } from '../../framework/views/period/financialMonths';

/** The most plans one POST /plan/picker/filter answers. */
const PLAN_PAGE = 1000;

/** The month the list shows (its filter, else the default it opened with). */
export function useListMonth(): string | undefined {
  const { filterValues } = useListContext();
  return typeof filterValues.month === 'string' ? filterValues.month : undefined;
}

/**
 * The shift plans of the pickers on the list's page in its month: POST /plan/picker/filter for
 * the page's picker ids together (one call, a few for a page with over 1,000 shifts), never one a row.
 */
export function usePagePlans() {
  const { data } = useListContext();
  const month = useListMonth();
  const { pickers } = useCalls();
  const { timeZone } = usePanelFormat();
  const pickerIds = (data ?? []).map((record) => String(record.id));
  return useQuery({
    queryKey: ['picker-program', 'plans', month, pickerIds],
    enabled: Boolean(month) && pickerIds.length > 0,
    queryFn: async ({ signal }) => {
      const range = monthInstants(month!, timeZone);
      const plans: PickerPlan[] = [];
      for (let offset = 0; ; offset += PLAN_PAGE) {
        const page = await pickers.plans({ ...range, pickerIds, limit: PLAN_PAGE, offset }, signal);
        plans.push(...page.pickerPlans);
        if (plans.length >= page.totalCount || page.pickerPlans.length === 0) break;
      }
      const byPicker = new Map<string, PickerPlan[]>();
      for (const plan of plans) byPicker.set(plan.picker._id, [...(byPicker.get(plan.picker._id) ?? []), plan]);
      return byPicker;
    },
  });
}

export type PagePlans = ReturnType<typeof usePagePlans>;

/** Hours of some plans, one decimal. */
export const plannedHours = (plans: readonly PickerPlan[]) =>
  Math.round(plans.reduce((sum, plan) => sum + Date.parse(plan.endDate) - Date.parse(plan.startDate), 0) / 360_000) / 10;
