/** Recent request failures of this page session, kept in memory only (shown to a superadmin as System Logs). */
export interface RequestFailure {
  at: number;
  method: string;
  url: string;
  status: number | null;
  message: string;
}

export const REQUEST_LOG_LIMIT = 100;
let entries: RequestFailure[] = [];
const listeners = new Set<() => void>();

export function logRequestFailure(entry: RequestFailure): void {
  entries = [entry, ...entries].slice(0, REQUEST_LOG_LIMIT);
  listeners.forEach((l) => l());
}

export function getRequestFailures(): readonly RequestFailure[] {
  return entries;
}

export function subscribeRequestFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearRequestFailures(): void {
  entries = [];
  listeners.forEach((l) => l());
}
