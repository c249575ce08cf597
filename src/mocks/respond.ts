import { HttpResponse, delay } from 'msw';
import { demoConfig } from './config';
import { bearer, verifyToken, type DemoClaims } from './token';

/** Express's HTML error page, as the backend sends for unknown routes, bad JSON, big bodies and crashes. */
export function htmlError(status: number, text: string): Response {
  const body = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>${text}</pre>\n</body>\n</html>\n`;
  return new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

export async function latency(): Promise<void> {
  if (demoConfig.latencyMs > 0) await delay(demoConfig.latencyMs);
}

export const MAX_BODY_BYTES = 100 * 1024;

/**
 * Reads a JSON body the way the backend's express.json() does: no JSON content type → no body
 * (undefined), malformed JSON → 400 HTML, over 100 kB → 413 HTML.
 */
export async function readJsonBody(
  request: Request,
): Promise<{ body: Record<string, unknown> | undefined } | { response: Response }> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) {
    return { response: htmlError(413, 'PayloadTooLargeError: request entity too large') };
  }
  if (!type.includes('application/json')) return { body: undefined };
  if (text.trim() === '') return { body: {} };
  try {
    const parsed = JSON.parse(text) as unknown;
    return {
      body:
        parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : {},
    };
  } catch {
    return { response: htmlError(400, `SyntaxError: Unexpected token in JSON at position 0`) };
  }
}

export type AuthOutcome =
  | { ok: true; claims: DemoClaims }
  | { ok: false; reason: 'missing' | 'jwt expired' | 'invalid signature' | 'jwt malformed' };

export function authenticate(request: Request): AuthOutcome {
  const token = bearer(request);
  if (!token) return { ok: false, reason: 'missing' };
  const result = verifyToken(token);
  return result.ok ? { ok: true, claims: result.claims } : { ok: false, reason: result.error };
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
