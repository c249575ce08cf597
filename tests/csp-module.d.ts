declare module '*/csp.mjs' {
  export function inlineScriptHashes(html: string): string[];
  export function contentSecurityPolicy(html: string, apiBase?: string): string;
  export function withCspMeta(html: string, apiBase?: string): string;
}
