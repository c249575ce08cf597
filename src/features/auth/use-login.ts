import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logIn } from './log-in';

/** The login as a mutation: idle → submitting → success or failure. Cached answers of a previous user are dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: () => queryClient.removeQueries(),
  });
}
