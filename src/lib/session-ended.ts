/**
 * "The session is over" (a 401 on an authenticated call), reported once per token. The http client reports it;
 * the app decides what it looks like. Kept apart from the http client so the shell does not load axios up front.
 */
type Handler = () => void;
let handler: Handler = () => {};
let endedToken: string | null = null;

export function setSessionEndedHandler(next: Handler): void {
  handler = next;
}

export function reportSessionEnded(token: string): void {
  if (endedToken === token) return;
  endedToken = token;
  handler();
}
