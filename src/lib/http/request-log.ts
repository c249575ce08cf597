import { createChangeSignal } from '@/lib/storage/change-signal';

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
const changes = createChangeSignal();

export function logRequestFailure(entry: RequestFailure): void {
  entries = [entry, ...entries].slice(0, REQUEST_LOG_LIMIT);
  changes.emit();
}

export function getRequestFailures(): readonly RequestFailure[] {
  return entries;
}

export const subscribeRequestFailures = changes.subscribe;

export function clearRequestFailures(): void {
  entries = [];
  changes.emit();
}
