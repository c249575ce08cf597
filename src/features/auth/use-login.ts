import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestInstallOffer } from '@/lib/install-flag';
import { logIn } from './log-in';

/**
 * The login as a mutation: idle → submitting → success or failure. Cached answers of a previous user are dropped,
 * and the landing page is asked to offer the app once.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    onSuccess: () => {
      queryClient.removeQueries();
      requestInstallOffer();
    },
  });
}
