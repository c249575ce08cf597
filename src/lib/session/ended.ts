/**
 * "The session is over", from one of two places: the token reached its expiry (the client's own clock, see
 * session-expiry.ts) or the server refused it (a 401 on an authenticated call). Reported once per token. The
 * app decides what it looks like (RootLayout); guards and forms read `sessionEndNotice()` to tell the person
 * why they are asked to log in again. Kept apart from the http client so the shell does not load axios up front.
 */
export type SessionEndReason = 'expired' | 'refused';

export const SESSION_END_MESSAGE: Record<SessionEndReason, string> = {
  expired: 'Your session has expired. Please log in again.',
  refused: 'Your session has ended. Please log in again.',
};

type Handler = (reason: SessionEndReason) => void;
let handler: Handler | null = null;
/** An end reported before the app set its handler (the first page's request starts before it renders). */
let pending: SessionEndReason | null = null;
let endedToken: string | null = null;
let lastReason: SessionEndReason | null = null;

/**
 * The app's answer to the end of a session (null when the app unmounts): an end reported while there was none is
 * kept and handed over now.
 */
export function setSessionEndedHandler(next: Handler | null): void {
  handler = next;
  if (next && pending) {
    const reason = pending;
    pending = null;
    next(reason);
  }
}

export function reportSessionEnded(token: string, reason: SessionEndReason = 'refused'): void {
  if (endedToken === token) return;
  endedToken = token;
  lastReason = reason;
  if (handler) handler(reason);
  else pending = reason;
}

/** Why the last session ended, as a sentence, until someone logs in again; null when it was not cut short. */
export function sessionEndNotice(): string | null {
  return lastReason ? SESSION_END_MESSAGE[lastReason] : null;
}

/** A new login starts afresh. */
export function forgetSessionEnd(): void {
  lastReason = null;
  endedToken = null;
  pending = null;
}
