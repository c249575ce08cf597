import { useCallback, useState } from 'react';
import { requestInstallOffer } from '@/lib/storage/install-flag';
import { MESSAGES, isOffline } from '@/lib/http/messages';

type Credentials = { email: string; password: string };

/**
 * The login's own code and the request layer under it (axios, the query cache): about a fifth of what the login page
 * would otherwise fetch before it can be used. The form asks for it as soon as the person reaches for it (a pointer
 * over the form, or focus in it), long before they can press Sign in.
 */
export const loadLogIn = () => import('./log-in');

/**
 * The login: idle → submitting → success, or failure with the text the person reads. On success, cached answers of
 * a previous user are dropped, and the landing page is asked to offer the app once.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (credentials: Credentials, then: { onSuccess: () => void; onError: (text: string) => void }) => {
      const fail = (text: string) => {
        setPending(false);
        then.onError(text);
      };
      setPending(true);
      loadLogIn().then(
        ({ logIn, forgetCachedAnswers, loginFailureText }) =>
          logIn(credentials).then(
            () => {
              forgetCachedAnswers();
              requestInstallOffer();
              setPending(false);
              then.onSuccess();
            },
            (error: unknown) => fail(loginFailureText(error)),
          ),
        // The login's code could not be fetched: nothing was sent.
        () => fail(isOffline() ? MESSAGES.offline : MESSAGES.noResponse),
      );
    },
    [],
  );
  return { isPending, mutate };
}
