import { isAxiosError } from 'axios';
import { bodyMessage, errorBody, errorStatus } from '@/lib/http/errors';
import { NoUserError } from './api/get-public-user';

/** The spec's three public-profile errors, each with a sentence that says what the person can do. */
export const PUBLIC_PROFILE_ERRORS = {
  noUser: {
    message: 'No user found.',
    help: 'This profile may have been removed, or the link may be mistyped.',
    retry: false,
  },
  unreachable: {
    message: 'Unable to fetch',
    help: 'We could not reach CodersHub. Check your connection and try again.',
    retry: true,
  },
  failed: {
    message: 'Failed to load user',
    help: 'Public profiles are not available right now. Please try again later.',
    retry: true,
  },
} as const;

export type PublicProfileError = (typeof PUBLIC_PROFILE_ERRORS)[keyof typeof PUBLIC_PROFILE_ERRORS];

/**
 * A JSON 404 or 400 from the server means that person does not exist (or the id cannot be one); no reply at all
 * means the network; anything else — including the deployed backend's HTML 404 for this missing call — is a failure.
 */
export function publicProfileError(error: unknown): PublicProfileError {
  if (error instanceof NoUserError) return PUBLIC_PROFILE_ERRORS.noUser;
  if (isAxiosError(error) && !error.response) return PUBLIC_PROFILE_ERRORS.unreachable;
  const status = errorStatus(error);
  if ((status === 404 || status === 400) && bodyMessage(errorBody(error)))
    return PUBLIC_PROFILE_ERRORS.noUser;
  return PUBLIC_PROFILE_ERRORS.failed;
}
