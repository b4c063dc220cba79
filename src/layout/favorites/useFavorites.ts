import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage, useCalls } from '../../framework/calls';

export const FAVORITES_KEY = ['layout', 'favorites'] as const;

/** The user's starred page paths (GET /users/favorites/pages). */
export function useFavorites(): string[] {
  const { franchise } = useCalls();
  const { data } = useQuery({
    queryKey: FAVORITES_KEY,
    queryFn: () => franchise.favorites().then((reply) => reply.favorites),
    staleTime: Infinity,
    retry: false,
  });
  return data ?? [];
}

/** Stars or unstars a page at once; the previous list comes back and an error shows if the call fails. */
export function useToggleFavorite() {
  const { franchise } = useCalls();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ path, add }: { path: string; add: boolean }) => franchise.setFavorite(path, add),
    onMutate: async ({ path, add }) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      const previous = queryClient.getQueryData<string[]>(FAVORITES_KEY);
      const current = previous ?? [];
      queryClient.setQueryData<string[]>(
        FAVORITES_KEY,
        add ? [...current.filter((saved) => saved !== path), path] : current.filter((saved) => saved !== path),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(FAVORITES_KEY, context?.previous ?? []);
      notify(errorMessage(error), { type: 'error' });
    },
    onSuccess: (reply) => {
      if (Array.isArray(reply?.favorites)) queryClient.setQueryData(FAVORITES_KEY, reply.favorites);
    },
  });
}
