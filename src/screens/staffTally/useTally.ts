import { useQuery } from '@tanstack/react-query';
import { useCalls } from '../../framework/calls';

/** The month's grid in the user's zone; a new month or zone is a new query, a failure is shown with a retry. */
export function useTally(month: string, timeZone: string) {
  const { tally } = useCalls();
  return useQuery({
    queryKey: ['staff-tally', month, timeZone],
    queryFn: ({ signal }) => tally.month({ month, timeZone }, signal),
    retry: false,
  });
}
