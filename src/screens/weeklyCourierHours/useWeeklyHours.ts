import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WorkingHoursRequest } from '../../domain/workingHours';
import { useCalls } from '../../framework/calls';

/** The week's couriers and hours; a new week, store, sort or page is a new query, a failure is shown with a retry. */
export function useWeeklyHours(request: WorkingHoursRequest) {
  const { workingHours } = useCalls();
  return useQuery({
    queryKey: ['weekly-courier-hours', request],
    queryFn: ({ signal }) => workingHours.week(request, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
