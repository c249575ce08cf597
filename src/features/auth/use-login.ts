import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@/lib/api/query-client';
import { requestInstallOffer } from '@/lib/install-flag';
import { logIn } from './log-in';

/**
 * The login as a mutation: idle → submitting → success or failure. Cached answers of a previous user are dropped,
 * and the landing page is asked to offer the app once.
 */
export function useLogin() {
  return useMutation(
    {
      mutationFn: logIn,
      onSuccess: () => {
        queryClient.removeQueries();
        requestInstallOffer();
      },
    },
    queryClient,
  );
}
